import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../core/app-error.ts';
import {
  canInOrganisation,
  type Membership,
  type OrganisationAction,
} from '../../policies/organisation-policy.ts';
import { loadMembership } from './load-membership.ts';

/**
 * The person's membership when the organisation policy lets them do `action`; 404 for someone
 * in no organisation (there is nothing of theirs to act on), 403 for a member without the right.
 */
export async function requireOrganisationAction(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id'>,
  action: OrganisationAction,
): Promise<Membership> {
  const membership = await loadMembership(db, user.id);
  if (!membership) throw new AppError('not_found');
  if (!canInOrganisation(membership, action, membership.organisationId)) {
    throw new AppError('forbidden');
  }
  return membership;
}
