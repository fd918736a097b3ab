import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bundleBudget } from "./scripts/bundle-budget";
import { precompress } from "./scripts/precompress";
import { prerenderSignIn } from "./scripts/prerender";

// The API is served on the same origin in production (under /api/v1). In development and
// preview the SPA forwards /api to the local API server so the same relative URLs work.
const apiProxy = {
  "/api": { target: process.env.TIERLINE_API_URL ?? "http://localhost:3000", changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), bundleBudget(), prerenderSignIn(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change only with their versions: one chunk that caches across releases.
        // Everything else is split where it is used, so lazy screens take their own UI parts along.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
