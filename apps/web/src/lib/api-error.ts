import { apiErrorSchema } from "@tierline/contracts";

/** Codes the client itself gives to failures that never reached (or never came back from) the API. */
export const clientErrorCodes = {
  aborted: "ABORTED",
  network: "NETWORK_ERROR",
  invalidResponse: "INVALID_RESPONSE",
} as const;

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  endpoint: string;
  aborted?: boolean;
  cause?: unknown;
  /** The workspace the call named in `X-Workspace-Id`, if it named one. */
  workspaceId?: string;
}

/**
 * Every failed call rejects with an ApiError: the API's wire shape `{status, code, message, fields?}`
 * plus the endpoint name (shown in the error snackbar) and `aborted` when the caller cancelled it.
 * Client-side failures (network down, aborted, unreadable answer) use status 0.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly endpoint: string;
  readonly aborted: boolean;
  /**
   * The workspace the call named (`X-Workspace-Id`): a 404 may then mean the workspace itself is no
   * longer the user's, which the server does not tell apart from an object not found.
   */
  readonly workspaceId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.endpoint = init.endpoint;
    this.aborted = init.aborted ?? false;
    this.workspaceId = init.workspaceId;
  }

  /** Builds the error from an HTTP answer; a body that is not the wire shape keeps the HTTP status. */
  static fromResponse(status: number, body: unknown, endpoint: string, workspaceId?: string): ApiError {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      return new ApiError({ ...parsed.data, status: parsed.data.status || status, endpoint, workspaceId });
    }
    return new ApiError({
      status,
      code: `HTTP_${status}`,
      message: `Request failed with status ${status}`,
      endpoint,
      workspaceId,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
