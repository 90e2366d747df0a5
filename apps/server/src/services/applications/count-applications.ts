import type { ApplicationCounts } from '@brigade/shared/applications/application-answers';
import {
  applicationStatuses,
  type ApplicationStatus,
} from '@brigade/shared/applications/application-status';
import { count, eq } from '../../db/sql.ts';
import { applications } from '../../db/schema/applications.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * The applicant dashboard's counts: one GROUP BY over the applicant's applications (their index
 * leads with applicant_id), every status present so the browser never guesses a missing one.
 */
export async function countApplicantApplications(
  ctx: AppContext,
  applicantId: string,
): Promise<ApplicationCounts> {
  const { db } = ctx.database;
  const rows = await db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .groupBy(applications.status);
  const byStatus = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) byStatus[row.status] = row.count;
  return { byStatus, total: rows.reduce((sum, row) => sum + row.count, 0) };
}
