import type {
  JobDetail,
  JobFit,
  JobSummary,
  JobVenue,
  ListingSummary,
} from '@brigade/shared/jobs/job-answers';
import { estimateTotalPay } from '@brigade/shared/jobs/total-pay';
import type { jobs } from '../../db/schema/jobs.ts';
import type { jobSummaryColumns } from './job-columns.ts';

type JobRow = typeof jobs.$inferSelect;

export type JobSummaryRow = Pick<JobRow, Exclude<keyof typeof jobSummaryColumns, 'shiftSlots'>> & {
  shiftSlots: number;
};

/** What fitColumns (job-columns.ts) adds to a row read for a signed-in applicant. */
export interface FitRow {
  fitShared: number | null;
  fitSlots: number;
  shiftsPerWeek: number | null;
}

/** The fit of a job to the applicant's availability, when the row was read with it. */
export function presentFit(row: Partial<FitRow>): JobFit | null {
  if (row.fitShared === undefined || row.fitShared === null || !row.fitSlots) return null;
  const needed = Math.min(row.shiftsPerWeek ?? row.fitSlots, row.fitSlots);
  return { shared: row.fitShared, slots: row.fitSlots, needed: Math.max(needed, 1) };
}

/** The presenter: the only shape in which a job leaves the server in a list. */
export function presentJobSummary(row: JobSummaryRow & Partial<FitRow>): JobSummary {
  return {
    id: row.id,
    title: row.title,
    role: row.role,
    employmentType: row.employmentType,
    location: row.location,
    city: row.city,
    salary: row.salary,
    salaryMax: row.salaryMax,
    payPeriod: row.payPeriod,
    currency: row.currency,
    tipModel: row.tipModel,
    totalPay: estimateTotalPay({ ...row, shiftsAWeek: row.shiftsPerWeek ?? row.shiftSlots }),
    hoursMin: row.hoursMin,
    hoursMax: row.hoursMax,
    status: row.status,
    venueName: row.venueName,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    fit: presentFit(row),
    urgentUntil:
      row.boostedUntil && row.boostedUntil > new Date() ? row.boostedUntil.toISOString() : null,
  };
}

/** A job's own page: the job, its venue, and what this viewer may do with it. */
export function presentJobDetail(
  row: JobRow & { shiftSlots: number } & Partial<FitRow>,
  venue: JobVenue,
  viewer: { canEdit: boolean; myApplicationId: string | null },
): JobDetail {
  return {
    ...presentJobSummary(row),
    description: row.description,
    postcode: row.postcode,
    startDate: row.startDate,
    requirements: row.requirements,
    perks: row.perks,
    requiredCertificates: row.requiredCertificates,
    tipsMin: row.tipsMin,
    tipsMax: row.tipsMax,
    tipsPer: row.tipsPer,
    shifts: row.shifts,
    shiftsPerWeek: row.shiftsPerWeek ?? null,
    closedReason: row.closedReason,
    validThrough: row.validThrough?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    venue,
    canEdit: viewer.canEdit,
    myApplicationId: viewer.myApplicationId,
  };
}

/** A restaurant's own listing with its application counts. */
export function presentListing(
  row: JobSummaryRow &
    Pick<JobRow, 'restaurantId' | 'closedReason' | 'removedAt' | 'validThrough' | 'assigneeId'> & {
      assigneeFirstName: string | null;
      assigneeLastName: string | null;
      following: boolean;
    },
  counts: { total: number; newThisWeek: number },
): ListingSummary {
  return {
    ...presentJobSummary(row),
    venueId: row.restaurantId,
    applications: counts,
    closedReason: row.closedReason,
    removedAt: row.removedAt?.toISOString() ?? null,
    validThrough: row.validThrough?.toISOString() ?? null,
    assignee: row.assigneeId
      ? {
          id: row.assigneeId,
          name: `${row.assigneeFirstName ?? ''} ${row.assigneeLastName ?? ''}`.trim(),
        }
      : null,
    following: row.following,
  };
}
