/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const uniqueViolation = '23505';

/**
 * Whether a failed query broke a unique constraint. Drizzle wraps the driver's error (its `cause`
 * carries the SQLSTATE); raw node-postgres errors carry it themselves.
 */
export function isUniqueViolation(error: unknown): boolean {
  const outer = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return outer?.code === uniqueViolation || outer?.cause?.code === uniqueViolation;
}
