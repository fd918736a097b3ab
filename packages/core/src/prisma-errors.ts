import { type Db, Prisma } from "@tierline/db";
import { AppError } from "./errors";

/** Prisma errors that are answers, not failures, as the domain error each one means. */
const domainErrors: Record<string, (operation: string) => AppError> = {
  // A unique constraint lost a race the service's own check could not see (two concurrent sign-ups).
  P2002: () => new AppError("CONFLICT"),
  // An update or delete found no row: the object is gone, or not within the WHERE's scope.
  P2025: () => new AppError("NOT_FOUND"),
  // A foreign key refused the write: the service checked the objects it names, but one was deleted
  // before the write ran (a vendor removed while a stream was saved with it), so it is gone: 404, as
  // if the check had seen it. A delete refused because a row still points at it lost the other race
  // (a reference added after the service's check): 409.
  P2003: (operation) => new AppError(operation.startsWith("delete") ? "CONFLICT" : "NOT_FOUND"),
};

function toDomainError(error: unknown, operation: string): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const domain = domainErrors[error.code]?.(operation);
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
      async $allOperations({ operation, args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw toDomainError(error, operation);
        }
      },
    },
  });
  // The extension adds no methods, so the client keeps Db's shape; Prisma types it as a new client.
  return extended as unknown as Db;
}
