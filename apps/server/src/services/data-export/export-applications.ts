import type { SessionUser } from '@brigade/shared/session';
import { and, asc, eq, inArray } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applicationAttachments } from '../../db/schema/application-attachments.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { users } from '../../db/schema/users.ts';
import { presentInterview } from '../applications/present-application.ts';
import { afterCursor, cursorOf, exportBatchSize, keysetBatches } from './keyset-batches.ts';

type Side = 'applicant' | 'restaurant';

/** The timeline of some applications, oldest first, by application id. */
async function timelinesOf(
  db: NodePgDatabase,
  applicationIds: string[],
  userId: string,
): Promise<Map<string, Record<string, unknown>[]>> {
  const rows = await db
    .select({ event: applicationEvents, actorType: users.userType })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const byApplication = new Map<string, Record<string, unknown>[]>();
  for (const { event, actorType } of rows) {
    const entry = {
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      // Who acted, by role (as the application page shows it); null once their account is gone.
      actor: actorType,
      byMe: event.actorId === userId,
      interview: event.details.interview ?? null,
      createdAt: event.createdAt.toISOString(),
    };
    byApplication.set(event.applicationId, [
      ...(byApplication.get(event.applicationId) ?? []),
      entry,
    ]);
  }
  return byApplication;
}

/** The files an applicant attached to some applications (ids of their own stored files). */
async function attachmentsOf(
  db: NodePgDatabase,
  applicationIds: string[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .select()
    .from(applicationAttachments)
    .where(inArray(applicationAttachments.applicationId, applicationIds))
    .orderBy(asc(applicationAttachments.attachedAt));
  const byApplication = new Map<string, string[]>();
  for (const row of rows) {
    byApplication.set(row.applicationId, [
      ...(byApplication.get(row.applicationId) ?? []),
      row.fileId,
    ]);
  }
  return byApplication;
}

/**
 * The applications a person made (applicant) or received for their jobs (restaurant), oldest
 * first, each with its job and its timeline; an applicant's with the ids of the files they
 * attached (in `files`). The restaurant's private notes go only into the restaurant's own export;
 * a restaurant gets each applicant's id and name (as its inbox shows them), nothing more of them.
 * Admins have none.
 */
export async function* applicationBatches(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
): AsyncGenerator<Record<string, unknown>[]> {
  if (user.userType === 'admin') return;
  const side: Side = user.userType;
  const owner = side === 'applicant' ? applications.applicantId : applications.restaurantId;
  const batches = keysetBatches((cursor) =>
    db
      .select({
        id: applications.id,
        cursor: cursorOf(applications.appliedAt),
        row: applications,
        job: { id: jobs.id, title: jobs.title, venueName: jobs.venueName, city: jobs.city },
        applicant: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(and(eq(owner, user.id), afterCursor(applications.appliedAt, applications.id, cursor)))
      .orderBy(asc(applications.appliedAt), asc(applications.id))
      .limit(exportBatchSize),
  );
  for await (const batch of batches) {
    const ids = batch.map((item) => item.id);
    const [timelines, attachments] = await Promise.all([
      timelinesOf(db, ids, user.id),
      side === 'applicant' ? attachmentsOf(db, ids) : new Map<string, string[]>(),
    ]);
    yield batch.map(({ row, job, applicant }) => ({
      id: row.id,
      job,
      ...(side === 'restaurant' ? { applicant } : {}),
      status: row.status,
      coverNote: row.coverNote,
      ...(side === 'restaurant' ? { notes: row.notes } : {}),
      interview: presentInterview(row),
      ...(side === 'applicant' ? { attachedFileIds: attachments.get(row.id) ?? [] } : {}),
      appliedAt: row.appliedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      timeline: timelines.get(row.id) ?? [],
    }));
  }
}
