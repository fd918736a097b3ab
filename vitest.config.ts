import { defineConfig } from "vitest/config";

// Two projects: `unit` (pure, fast, also the web's happy-dom tests) and `integration`
// (real PostgreSQL + Redis; each file gets its own database cloned from a migrated template).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/**/src/**/*.test.ts", "apps/{api,worker}/src/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "**/dist/**"],
        },
      },
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "integration",
          include: ["packages/**/src/**/*.int.test.ts", "apps/**/src/**/*.int.test.ts"],
          exclude: ["**/node_modules/**", "**/dist/**"],
          globalSetup: ["vitest.integration-setup.ts"],
          fileParallelism: true,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
