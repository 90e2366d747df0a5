import { index, jsonb, pgTable, text, timestamp, uuid } from '../pg-core.ts';

export const securitySeverities = ['low', 'medium', 'high', 'critical'] as const;
export type SecuritySeverity = (typeof securitySeverities)[number];

/** Security events recorded by the server, for the admin's Security Center. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    severity: text('severity', { enum: securitySeverities }).notNull(),
    type: text('type').notNull(),
    userId: uuid('user_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('security_events_occurred_at_idx').on(table.occurredAt),
    index('security_events_type_idx').on(table.type, table.occurredAt),
    index('security_events_user_idx').on(table.userId, table.occurredAt),
    index('security_events_severity_idx').on(table.severity, table.occurredAt),
  ],
);
