// Types of e2e.mjs for playwright.config.ts and the e2e fixtures (the scripts are plain JavaScript).
export declare const E2E_DEFAULT_PORT: 3100;
export declare function e2ePort(env?: Record<string, string | undefined>): number;
export interface E2eServer {
  port: number;
  url: string;
  database: string;
  redisPrefix: string;
  outboxDir: string;
  logFile: string;
  stateFile: string;
  resultsDir: string;
}
export declare function e2eServer(port?: number): E2eServer;
