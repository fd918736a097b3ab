export * from "./databases";
export * from "./use-test-database";
