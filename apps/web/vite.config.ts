import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API is served on the same origin in production (under /api/v1). In development and
// preview the SPA forwards /api to the local API server so the same relative URLs work.
const apiProxy = {
  "/api": { target: process.env.TIERLINE_API_URL ?? "http://localhost:3000", changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the UI kit or React in caches.
        codeSplitting: {
          groups: [
            { name: "mantine", test: /node_modules[\\/]@mantine[\\/]/ },
            { name: "icons", test: /node_modules[\\/]@tabler[\\/]/ },
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
