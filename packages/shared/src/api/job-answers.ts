import { z } from 'zod';
import type {
  JobDetail,
  JobSearchPage,
  JobSummary,
  ListingStats,
  ListingSummary,
  Page,
  VenuePage,
} from '../jobs/job-answers.ts';
import {
  employmentTypes,
  jobPerks,
  jobRoles,
  jobStatuses,
  payPeriods,
  tipModels,
  tipUnits,
} from '../jobs/job-options.ts';
import { weekGrid } from '../resumes/resume-input.ts';
import { requirableCertificates } from '../resumes/certificates.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';

/** Answer schemas of the job board (jobs/job-answers.ts). */

/** How a job's shifts fit someone's availability (JobFit); applications carry it too. */
export const jobFit = z.object({
  shared: z.int().min(0),
  slots: z.int().min(1),
  needed: z.int().min(1),
});

const jobSummaryShape = {
  id: z.uuid(),
  title: z.string(),
  role: z.enum(jobRoles),
  employmentType: z.enum(employmentTypes),
  location: z.string(),
  city: z.string(),
  salary: z.number().nullable(),
  salaryMax: z.number().nullable(),
  payPeriod: z.enum(payPeriods),
  currency: z.string().length(3).nullable(),
  tipModel: z.enum(tipModels),
  totalPay: z
    .object({
      low: z.number().min(0),
      high: z.number().min(0),
      hoursMin: z.int().min(1),
      hoursMax: z.int().min(1),
      tips: z.enum(['included', 'extra', 'none']),
    })
    .nullable(),
  hoursMin: z.int().nullable(),
  hoursMax: z.int().nullable(),
  status: z.enum(jobStatuses),
  venueName: z.string(),
  publishedAt: instant().nullable(),
  createdAt: instant(),
  fit: jobFit.nullable(),
  urgentUntil: instant().nullable(),
};

/** The venue behind a job, as job pages and its own page show it. */
const jobVenue = z.object({
  restaurantId: z.uuid(),
  name: z.string(),
  venueType: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  photoURL: z.string().nullable(),
  responsiveness: z
    .object({
      answeredPercent: z.int().min(0).max(100),
      medianResponseHours: z.number().min(0).nullable(),
    })
    .nullable(),
});

export const jobSummary = answerOf<JobSummary>()(
  z
    .object(jobSummaryShape)
    .register(answerRegistry, { id: 'JobSummary', description: 'A job as lists show it.' }),
);

export const jobDetail = answerOf<JobDetail>()(
  z
    .object({
      ...jobSummaryShape,
      description: z.string(),
      postcode: z.string(),
      startDate: z.string().nullable(),
      requirements: z.array(z.string()),
      perks: z.array(z.enum(jobPerks)),
      requiredCertificates: z.array(z.enum(requirableCertificates)),
      tipsMin: z.number().nullable(),
      tipsMax: z.number().nullable(),
      tipsPer: z.enum(tipUnits),
      shifts: weekGrid,
      shiftsPerWeek: z.int().min(1).nullable(),
      closedReason: z.string().nullable(),
      validThrough: instant().nullable(),
      updatedAt: instant(),
      venue: jobVenue,
      canEdit: z.boolean(),
      myApplicationId: z.uuid().nullable(),
    })
    .register(answerRegistry, {
      id: 'JobDetail',
      description: "A job's own page, with what the viewer may do.",
    }),
);

export const jobSearchPage = answerOf<JobSearchPage>()(
  pageOf(jobSummary).extend({
    totalExact: z.boolean(),
    correctedQuery: z.string().nullable(),
  }),
);

export const venuePageAnswer = answerOf<VenuePage>()(
  z.object({ venue: jobVenue, jobs: z.array(jobSummary) }).register(answerRegistry, {
    id: 'VenuePage',
    description: "A venue's public page: the venue and its open jobs.",
  }),
);

export const latestJobsAnswer = answerOf<{ items: JobSummary[] }>()(
  z.object({ items: z.array(jobSummary) }),
);

export const listingPage = answerOf<Page<ListingSummary>>()(
  pageOf(
    z.object({
      ...jobSummaryShape,
      applications: z.object({ total: z.int().min(0), newThisWeek: z.int().min(0) }),
      closedReason: z.string().nullable(),
      removedAt: instant().nullable(),
      validThrough: instant().nullable(),
      venueId: z.uuid(),
      assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      following: z.boolean(),
    }),
  ),
);

const count = z.int().min(0);

export const listingStatsAnswer = answerOf<ListingStats>()(
  z
    .object({
      views: z.object({ total: count, lastWeek: count }),
      applications: count,
      fit: z.object({ all: count, some: count, none: count, unknown: count }),
    })
    .register(answerRegistry, {
      id: 'ListingStats',
      description: 'How a listing does: views, applications and how applicants fit its shifts.',
    }),
);
