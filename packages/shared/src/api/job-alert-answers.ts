import { z } from 'zod';
import { jobAlertFilterKeys, type JobAlertsAnswer, type JobAlertView } from '../jobs/job-alerts.ts';
import { mailFrequencies } from '../notifications/mail-topics.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';

/** Answer schemas of job alerts (issue 14). */

export const jobAlertView = answerOf<JobAlertView>()(
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      query: z.partialRecord(z.enum(jobAlertFilterKeys), z.string()),
      frequency: z.enum(mailFrequencies),
      paused: z.boolean(),
      createdAt: instant(),
      updatedAt: instant(),
    })
    .register(answerRegistry, {
      id: 'JobAlert',
      description: 'A saved Browse Jobs search that mails its owner about new listings.',
    }),
);

export const jobAlertsAnswer = answerOf<JobAlertsAnswer>()(
  z.object({ items: z.array(jobAlertView), limit: z.int().min(1), instantAlerts: z.boolean() }),
);
