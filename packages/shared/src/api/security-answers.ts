import { z } from 'zod';
import type { Page } from '../jobs/job-answers.ts';
import type {
  AuditLogEntryView,
  SecurityEventCounts,
  SecurityEventView,
} from '../security/security-answers.ts';
import { securitySeverities } from '../security/security-event-types.ts';
import { answerOf, answerRegistry, countsBy, instant, pageOf } from './answer-schema.ts';

/** Answer schemas of the Security Center (security/security-answers.ts). */

const details = z.record(z.string(), z.unknown());

export const securityEventView = answerOf<SecurityEventView>()(
  z
    .object({
      id: z.uuid(),
      occurredAt: instant(),
      severity: z.enum(securitySeverities),
      /** One of the recorded event types (older rows may hold one no longer recorded). */
      type: z.string(),
      userId: z.uuid().nullable(),
      userEmail: z.string().nullable(),
      ip: z.string().nullable(),
      details,
    })
    .register(answerRegistry, {
      id: 'SecurityEvent',
      description: 'A security event as the Security Center shows it.',
    }),
);

export const securityEventPage = answerOf<Page<SecurityEventView>>()(pageOf(securityEventView));

export const securityEventCounts = answerOf<SecurityEventCounts>()(
  z.object({
    last24Hours: countsBy(securitySeverities),
    last7Days: countsBy(securitySeverities),
  }),
);

export const auditLogEntryView = answerOf<AuditLogEntryView>()(
  z
    .object({
      id: z.uuid(),
      occurredAt: instant(),
      adminId: z.uuid(),
      adminEmail: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      targetLabel: z.string(),
      details,
      ip: z.string().nullable(),
    })
    .register(answerRegistry, {
      id: 'AuditLogEntry',
      description: 'One admin action: who did what, to whom, when.',
    }),
);

export const auditLogPage = answerOf<Page<AuditLogEntryView>>()(pageOf(auditLogEntryView));
