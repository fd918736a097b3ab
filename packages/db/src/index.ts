export * from "./client";
export * from "./factories";
export * from "./generated/prisma/client";
