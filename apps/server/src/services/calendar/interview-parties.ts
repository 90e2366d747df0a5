import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';

/** Who and what an interview invite names, besides its time and place. */
export interface InterviewParties {
  jobTitle: string;
  /** The restaurant's venue name from its profile (the job's copy when the profile has none). */
  venueName: string;
  applicant: { name: string; email: string };
}

/** The invite's job, venue and applicant for one application (its ids from the row). */
export async function loadInterviewParties(
  db: NodePgDatabase,
  application: { jobId: string; applicantId: string; restaurantId: string },
): Promise<InterviewParties> {
  const [job] = await db
    .select({ title: jobs.title, venueName: jobs.venueName, profileVenue: venues.name })
    .from(jobs)
    .leftJoin(venues, eq(venues.id, application.restaurantId))
    .where(eq(jobs.id, application.jobId));
  const [applicant] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, application.applicantId));
  if (!job || !applicant) throw new Error('an interview without its job or applicant');
  return {
    jobTitle: job.title,
    venueName: job.profileVenue?.trim() || job.venueName,
    applicant: {
      name: `${applicant.firstName} ${applicant.lastName}`.trim() || applicant.email,
      email: applicant.email,
    },
  };
}

/** The address of `MAIL_FROM` ("Brigade <no-reply@…>" or a bare address): the organizer's. */
export function mailFromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}
