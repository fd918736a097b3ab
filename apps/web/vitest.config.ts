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
    // Screens render in happy-dom on a shared machine: leave room for the 5 s waits of setup.ts.
    testTimeout: 20000,
  },
});
