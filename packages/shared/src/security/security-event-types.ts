/** How serious a security event is, least to most (the same values as the database column). */
export const securitySeverities = ['low', 'medium', 'high', 'critical'] as const;
export type SecuritySeverity = (typeof securitySeverities)[number];

/**
 * Every kind of security event the server records, with its usual severity. The server accepts
 * only these types (`recordSecurityEvent`), and the Security Center offers them as a filter with
 * translated names (`security.eventTypes.<type>`). A call may still raise or lower the severity
 * of one event (an upload with executable content is high, a mere type mismatch medium).
 */
export const securityEventSeverity = {
  sign_in_failed: 'medium',
  sign_in_succeeded: 'low',
  account_created: 'low',
  /** The spec's rate-limit helper logs refusals at medium severity. */
  rate_limit_exceeded: 'medium',
  password_reset_requested: 'low',
  password_reset: 'medium',
  account_deletion_refused: 'medium',
  account_deleted: 'medium',
  unsafe_upload_refused: 'high',
  /** The input checker's refusals (SQL injection, XSS). */
  input_rejected: 'high',
  /** The file access rule refused someone a file that exists (they were answered 404). */
  file_access_denied: 'medium',
  admin_created: 'high',
  account_deactivated: 'medium',
  account_reactivated: 'medium',
  role_changed: 'high',
  session_revoked: 'medium',
  two_factor_failed: 'medium',
  two_factor_reset: 'medium',
  recovery_code_used: 'high',
  /** Someone downloaded everything Brigade holds about them ("Download my data", issue 13). */
  data_exported: 'medium',
} as const satisfies Record<string, SecuritySeverity>;

export type SecurityEventType = keyof typeof securityEventSeverity;

export const securityEventTypes = Object.keys(securityEventSeverity) as SecurityEventType[];

export function isSecurityEventType(value: string): value is SecurityEventType {
  return Object.hasOwn(securityEventSeverity, value);
}
