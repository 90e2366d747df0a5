import { index, jsonb, pgTable, text, timestamp, uuid } from '../pg-core.ts';

export const auditTargetTypes = [
  'user',
  'job',
  'contact_message',
  'session',
  'security_events',
  /** Teams (issue 17): a member invited, joined, given another role, removed. */
  'organisation',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * Every admin action (issue 7), and the changes restaurant teams make to who works for them
 * (issue 17: `organisation.*`, whose actor is the member who acted): who did what, to whom, when. Append-only: rules in migration 0009
 * turn any UPDATE or DELETE of an entry into nothing, so not even the application can edit it. No foreign keys, so an entry outlives the admin and the
 * target it names; the e-mail and label are copied at the time of the action.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    /** e.g. user.deactivate, user.role_change, job.remove, contact_message.read, session.revoke. */
    action: text('action').notNull(),
    targetType: text('target_type', { enum: auditTargetTypes }).notNull(),
    targetId: text('target_id').notNull(),
    /** A readable name of the target at the time (an e-mail, a job title). */
    targetLabel: text('target_label').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (table) => [
    index('admin_audit_log_occurred_at_idx').on(table.occurredAt),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
