import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { eq } from '../../db/sql.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';

/** The organisation changes the admin area's audit log shows (issue 17). */
export type OrganisationEvent =
  | 'organisation.invite'
  | 'organisation.join'
  | 'organisation.role_change'
  | 'organisation.member_remove'
  | 'organisation.owner_transfer'
  | 'organisation.api_key_create'
  | 'organisation.api_key_revoke';

/**
 * Writes an organisation event to the append-only audit log, in the caller's transaction: the
 * member who acted, what they did, to whom (an e-mail), in which organisation (named, since the
 * log outlives it).
 */
export async function recordOrganisationEvent(
  tx: NodePgDatabase,
  event: {
    actor: { id: string; email: string };
    action: OrganisationEvent;
    organisationId: string;
    /** The e-mail of the person it is about (an API key's name for a key). */
    subject: string;
    details?: Record<string, unknown>;
    ip: string | null;
  },
): Promise<void> {
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, event.organisationId));
  await recordAdminAction(tx, {
    admin: event.actor,
    action: event.action,
    target: { type: 'organisation', id: event.organisationId, label: event.subject },
    details: { organisation: organisation?.name ?? '', ...event.details },
    ip: event.ip,
  });
}
