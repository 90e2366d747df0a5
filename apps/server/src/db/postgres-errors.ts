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

/**
 * SQLSTATEs of a session the server ended or would not start: admin_shutdown (a restart or
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (still starting), idle_session_timeout,
 * too_many_connections. Class 08 (connection exception) is matched as a whole.
 */
const lostSessionStates = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** Socket errors of a connection that broke, or could not be made. */
const socketFailures = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres's own errors for a connection that ended, or one it can no longer use. */
const lostConnectionMessages = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
]);

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether a failure came from losing the database connection (the network, or the server ending
 * the session) rather than from the statement itself: the statement may or may not have run, and
 * trying again on a new connection can work. Looks through Drizzle's wrapper (`cause`) and
 * through AggregateError (a connect that tried IPv4 and IPv6).
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, syscall, message, cause, errors } = error as ErrorFields;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (lostSessionStates.has(code) || socketFailures.has(code)) return true;
    // The embedded engine's Unix socket is gone (its worker thread ended).
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  if (typeof message === 'string' && lostConnectionMessages.has(message)) return true;
  if (Array.isArray(errors) && errors.some((one) => isConnectionFailure(one, depth + 1))) {
    return true;
  }
  return isConnectionFailure(cause, depth + 1);
}
