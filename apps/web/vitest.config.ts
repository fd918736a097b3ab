import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// The web's unit tests run as the `web` project of the root vitest workspace.
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
  },
});
