import type { SecuritySeverity } from './security-event-types.ts';

/** One security event as the Security Center shows it. */
export interface SecurityEventView {
  id: string;
  occurredAt: string;
  severity: SecuritySeverity;
  /** One of `securityEventTypes` (older rows may hold a type no longer recorded). */
  type: string;
  userId: string | null;
  /** The user's current e-mail, when the user still exists. */
  userEmail: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

/** Events per severity over the last 24 hours and the last 7 days (every severity present). */
export interface SecurityEventCounts {
  last24Hours: Record<SecuritySeverity, number>;
  last7Days: Record<SecuritySeverity, number>;
}

/** One entry of the audit log: who did what, to whom, when. */
export interface AuditLogEntryView {
  id: string;
  occurredAt: string;
  adminId: string;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  details: Record<string, unknown>;
  ip: string | null;
}
