import { type Db, Prisma } from "@tierline/db";
import { AppError } from "./errors";

/** Prisma errors that are answers, not failures, as the domain error each one means. */
const domainErrors: Record<string, () => AppError> = {
  // A unique constraint lost a race the service's own check could not see (two concurrent sign-ups).
  P2002: () => new AppError("CONFLICT"),
  // An update or delete found no row: the object is gone, or not within the WHERE's scope.
  P2025: () => new AppError("NOT_FOUND"),
};

function toDomainError(error: unknown): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const domain = domainErrors[error.code]?.();
    if (domain) return Object.assign(domain, { cause: error });
  }
  return error;
}

/**
 * The client core's services use: every query's Prisma error that is a domain answer becomes that
 * AppError here, so no caller (the api's error handler, a job) needs to know Prisma's codes.
 */
export function withDomainErrors(db: Db): Db {
  const extended = db.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw toDomainError(error);
        }
      },
    },
  });
  // The extension adds no methods, so the client keeps Db's shape; Prisma types it as a new client.
  return extended as unknown as Db;
}
