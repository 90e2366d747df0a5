import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import type { SessionUser } from '@brigade/shared/session';
import { AppError } from '../../core/app-error.ts';
import { applicationViewer, type ApplicationViewer } from '../../policies/application-policy.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * The application `user` may see, with who they are to it; 404 for anyone else, so another
 * person's application is not even revealed to exist. `lock` reads it FOR UPDATE (inside a
 * transaction that changes it).
 */
export async function findApplicationFor(
  db: NodePgDatabase,
  user: SessionUser,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ row: ApplicationRow; viewer: ApplicationViewer }> {
  const select = db.select().from(applications).where(eq(applications.id, id));
  const [row] = options.lock ? await select.for('update') : await select;
  const viewer = row ? applicationViewer(user, await reachableVenueIds(db, user), row) : null;
  if (!row || !viewer) throw new AppError('not_found');
  return { row, viewer };
}
