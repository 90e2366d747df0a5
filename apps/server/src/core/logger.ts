/**
 * The logging a service does where it cannot throw (a pino logger, such as a request's, is one):
 * the details first, then the message. Services never see the HTTP framework's logger type.
 */
export interface Logger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}
