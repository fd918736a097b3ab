import { queryOptions, useQuery } from "@tanstack/react-query";
import { emailExistsQuerySchema, emailExistsResponseSchema, normalizeEmail } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /users/email/exists?email=: used by sign-up and invitation flows to route a known e-mail to sign-in. */
export { emailExistsQuerySchema };

export function emailExists(email: string, signal?: AbortSignal): Promise<{ exists: boolean }> {
  return api.get("/users/email/exists", {
    query: { email },
    public: true,
    schema: emailExistsResponseSchema,
    signal,
  });
}

export const emailExistsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ["users", "email-exists", normalizeEmail(email)],
    queryFn: ({ signal }) => emailExists(email, signal),
    enabled: emailExistsQuerySchema.safeParse({ email }).success,
    staleTime: 60_000,
  });

export function useEmailExists(email: string) {
  return useQuery(emailExistsQueryOptions(email));
}
