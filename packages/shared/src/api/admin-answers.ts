import { z } from 'zod';
import type { AdminContactMessage, AdminContactMessagePage } from '../admin/contact-messages.ts';
import type { AdminJobSummary } from '../admin/job-moderation.ts';
import type { AdminOverview } from '../admin/overview.ts';
import { applicationStatuses } from '../applications/application-status.ts';
import type { Page } from '../jobs/job-answers.ts';
import { jobStatuses } from '../jobs/job-options.ts';
import { answerOf, answerRegistry, countsBy, instant, pageOf } from './answer-schema.ts';

/** Answer schemas of the admin's dashboard, job moderation and contact messages (admin/). */

const count = z.int().min(0);
const userTypeCounts = z.object({ active: count, deactivated: count });
/** 30 days, oldest first; `date` is the day in the requested time zone. */
const dailyCounts = z.array(z.object({ date: z.iso.date(), count }));

export const adminOverview = answerOf<AdminOverview>()(
  z.object({
    timeZone: z.string(),
    users: z.object({
      applicant: userTypeCounts,
      restaurant: userTypeCounts,
      admin: userTypeCounts,
    }),
    openJobs: count,
    applicationsThisWeek: countsBy(applicationStatuses),
    messagesToday: count,
    mailFailures: count,
    signUpsPerDay: dailyCounts,
    applicationsPerDay: dailyCounts,
  }),
);

const moderatedShape = {
  id: z.uuid(),
  status: z.enum(jobStatuses),
  closedReason: z.string().nullable(),
  removedAt: instant().nullable(),
};

export const adminJobSummary = answerOf<AdminJobSummary>()(
  z
    .object({
      ...moderatedShape,
      title: z.string(),
      city: z.string(),
      createdAt: instant(),
      publishedAt: instant().nullable(),
      restaurant: z.object({ id: z.uuid(), venueName: z.string(), email: z.string() }),
      applicationCount: count,
    })
    .register(answerRegistry, {
      id: 'AdminJob',
      description: 'A job as the admin listings page shows it.',
    }),
);

export const adminJobPage = answerOf<Page<AdminJobSummary>>()(pageOf(adminJobSummary));

/** A moderated job: its status, reason and removal as they now are. */
export const moderatedJobAnswer = answerOf<
  Pick<AdminJobSummary, 'id' | 'status' | 'closedReason' | 'removedAt'>
>()(z.object(moderatedShape));

export const adminContactMessage = answerOf<AdminContactMessage>()(
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      topic: z.string(),
      message: z.string(),
      createdAt: instant(),
      readAt: instant().nullable(),
    })
    .register(answerRegistry, {
      id: 'AdminContactMessage',
      description: 'A message from the Contact page, in full.',
    }),
);

export const adminContactMessagePage = answerOf<AdminContactMessagePage>()(
  pageOf(adminContactMessage).extend({ unreadTotal: count }),
);
