import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { createContactMessage } from '../../src/services/contact/create-contact-message.ts';
import { sendMessage } from '../../src/services/messaging/send-message.ts';
import { startConversation } from '../../src/services/messaging/start-conversation.ts';
import { saveStoredFile } from '../../src/services/stored-files/save-stored-file.ts';
import { createHash } from 'node:crypto';
import { venueInput } from '@brigade/shared/organisations/organisation-input';
import type { SessionUser } from '@brigade/shared/session';
import { acceptInvitation, inviteMember } from '../../src/services/organisations/invitations.ts';
import { addVenue } from '../../src/services/organisations/organisation-venues.ts';
import { buildUser, sessionCookieOf, uniqueEmail } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { pdf } from '../support/sample-files.ts';
import { jobAlertInput } from '@brigade/shared/jobs/job-alerts';
import { createJobAlert } from '../../src/services/job-alerts/create-job-alert.ts';
import { createTemplate } from '../../src/services/message-templates/message-template-store.ts';
import { createTag } from '../../src/services/application-tags/tag-store.ts';
import { uniqueIp, type TestApp } from '../support/test-app.ts';
import { createApiKey } from '../../src/services/organisations/api-keys.ts';

export const roles = ['signed-out', 'applicant', 'restaurant', 'admin'] as const;
export type Role = (typeof roles)[number];
export const strangerRoles = ['applicant', 'restaurant'] as const;
export type StrangerRole = (typeof strangerRoles)[number];

export interface ContractFixture {
  /** Each role's session cookie ('' signed out), and a spare one that sign-out may end. */
  cookies: Record<Role, string>;
  spareCookies: Record<Role, string>;
  /** Sessions of an applicant and a restaurant that have nothing to do with anything above. */
  strangerCookies: Record<StrangerRole, string>;
  /** Real ids for path parameters, by what they name. */
  ids: {
    users: string[];
    /** Users the admin's fuzzed actions may deactivate, demote or delete (never the callers). */
    victims: string[];
    jobs: string[];
    /** A job the admin's fuzzed moderation may close or remove. */
    victimJobs: string[];
    applications: string[];
    resumes: string[];
    /** The applicant's certificates (by their id in the resume). */
    certificates: string[];
    conversations: string[];
    messages: string[];
    files: string[];
    contactMessages: string[];
    /** The applicant's job alert. */
    jobAlerts: string[];
    /** The restaurant's message template. */
    messageTemplates: string[];
    /** The restaurant's private tag. */
    applicationTags: string[];
    /** The restaurant organisation's second venue, its manager and a pending invitation. */
    venues: string[];
    members: string[];
    invitations: string[];
    /** The restaurant organisation's API key of the jobs feed (it is on Scale). */
    apiKeys: string[];
  };
  /** The pending invitation's link token. */
  invitationToken: string;
}

/**
 * One of everything, through the services: an applicant with a resume who applied to a
 * restaurant's open job, their conversation and a message, a file of each caller's, a contact
 * message, and an admin; plus users and a job that exist only to be acted on.
 */
export async function buildContractFixture(t: TestApp): Promise<ContractFixture> {
  const restaurant = await buildRestaurant(t);
  const job = await buildJob(t, { restaurant });
  const victimJob = await buildJob(t, { restaurant });
  const { applicant, resume } = await buildApplicantWithResume(t, {
    certifications: [{ kind: 'first_aid', expiresOn: '' }],
  });
  const admin = await buildUser(t, { userType: 'admin' });
  const application = await applyToJob(t.ctx, applicant, job.id, { coverNote: 'Hello!' });
  const { conversation } = await startConversation(t.ctx, applicant, {
    recipientId: restaurant.id,
    applicationId: application.id,
  });
  const message = await sendMessage(t.ctx, restaurant, conversation.id, 'When can you start?');
  const files = await Promise.all(
    [applicant, restaurant, admin].map((owner) =>
      saveStoredFile(
        t.ctx,
        { id: owner.id, name: `${owner.firstName} ${owner.lastName}` },
        { folder: 'documents', fileName: 'menu.pdf', declaredType: 'application/pdf', bytes: pdf },
      ),
    ),
  );
  const alert = await createJobAlert(
    t.ctx,
    applicant.id,
    jobAlertInput.parse({ name: 'Cooks', query: { role: 'cook' } }),
  );
  const template = await createTemplate(t.database.db, restaurant.id, {
    name: 'Thanks',
    body: 'Thank you {name}.',
  });
  const tag = await createTag(t.database.db, restaurant.id, { name: 'Weekends' });
  const team = await buildTeam(t, restaurant);
  const apiKey = await createApiKey(t.ctx, restaurant, { name: 'Contract' });
  const contact = await createContactMessage(
    t.ctx,
    { name: 'Sam', email: 'sam@example.com', topic: 'other', message: 'Hello, Brigade team!' },
    uniqueIp(),
  );
  const victims = await Promise.all([
    buildUser(t, { userType: 'applicant' }),
    buildUser(t, { userType: 'restaurant' }),
  ]);
  const callers = { applicant, restaurant, admin };
  const cookieOf = async (role: Role) =>
    role === 'signed-out' ? '' : sessionCookieOf(t, callers[role]);
  const cookies = { 'signed-out': '' } as Record<Role, string>;
  const spareCookies = { 'signed-out': '' } as Record<Role, string>;
  for (const role of ['applicant', 'restaurant', 'admin'] as const) {
    cookies[role] = await cookieOf(role);
    spareCookies[role] = await cookieOf(role);
  }
  const strangerCookies = {} as Record<StrangerRole, string>;
  for (const role of strangerRoles) {
    strangerCookies[role] = await sessionCookieOf(t, await buildUser(t, { userType: role }));
  }
  return {
    cookies,
    spareCookies,
    strangerCookies,
    ids: {
      users: [applicant.id, restaurant.id, admin.id],
      victims: victims.map((victim) => victim.id),
      jobs: [job.id],
      victimJobs: [victimJob.id],
      applications: [application.id],
      resumes: [resume.id],
      certificates: resume.certifications.map((certificate) => certificate.id),
      conversations: [conversation.id],
      messages: [message.id],
      files: files.map((file) => file.id),
      contactMessages: [contact.id],
      jobAlerts: [alert.id],
      messageTemplates: [template.id],
      applicationTags: [tag.id],
      venues: [team.venueId],
      members: [team.memberId],
      invitations: [team.invitationId],
      apiKeys: [apiKey.id],
    },
    invitationToken: team.pendingToken,
  };
}

/** A link token of our own choosing for an invitation (the real one went by mail). */
export async function setInvitationToken(t: TestApp, id: string, token: string): Promise<void> {
  const hash = createHash('sha256').update(token).digest('hex');
  await t.database.pool.query('UPDATE organisation_invitations SET token_hash = $1 WHERE id = $2', [
    hash,
    id,
  ]);
}

/** A second venue for the restaurant, a manager of it who joined, and a pending invitation. */
async function buildTeam(t: TestApp, owner: SessionUser) {
  const venue = await addVenue(t.ctx, owner, venueInput.parse({ venueName: 'Second Site' }));
  const managerEmail = uniqueEmail('manager');
  const joined = await inviteMember(t.ctx, owner, {
    email: managerEmail,
    role: 'manager',
    venueIds: [venue.id],
  });
  await setInvitationToken(t, joined.id, 'contract-joined');
  const manager = await buildUser(t, { userType: 'restaurant', email: managerEmail });
  await acceptInvitation(t.ctx, manager, 'contract-joined');
  const membership = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM organisation_members WHERE user_id = $1',
    [manager.id],
  );
  const pending = await inviteMember(t.ctx, owner, {
    email: uniqueEmail('invitee'),
    role: 'admin',
    venueIds: [],
  });
  await setInvitationToken(t, pending.id, 'contract-pending');
  return {
    venueId: venue.id,
    memberId: membership.rows[0]?.id ?? '',
    invitationId: pending.id,
    pendingToken: 'contract-pending',
  };
}

/** The real ids worth putting in a path parameter of `path`. */
export function idsFor(fixture: ContractFixture, path: string, parameter: string): string[] {
  const { ids } = fixture;
  if (path.startsWith('/api/admin/users/')) return parameter === 'id' ? ids.victims : [];
  if (path.startsWith('/api/admin/jobs/')) return ids.victimJobs;
  if (path.startsWith('/api/admin/contact-messages/')) return ids.contactMessages;
  if (path.startsWith('/api/job-alerts/')) return ids.jobAlerts;
  if (path.startsWith('/api/message-templates/')) return ids.messageTemplates;
  if (path.startsWith('/api/application-tags/')) return ids.applicationTags;
  if (path.startsWith('/api/organisation/venues/') || path.startsWith('/api/venues/')) {
    return ids.venues;
  }
  if (path.startsWith('/api/organisation/members/')) return ids.members;
  if (path.startsWith('/api/organisation/invitations/')) return ids.invitations;
  if (path.startsWith('/api/organisation/api-keys/')) return ids.apiKeys;
  if (path.startsWith('/api/applications/')) {
    if (parameter === 'certificateId') return ids.certificates;
    return parameter === 'fileId' ? ids.files : ids.applications;
  }
  if (path.startsWith('/api/jobs/') || path.startsWith('/api/saved-jobs/')) return ids.jobs;
  if (path.startsWith('/api/conversations/')) return ids.conversations;
  if (path.startsWith('/api/messages/')) return ids.messages;
  if (path.startsWith('/api/users/')) return ids.users;
  if (path.startsWith('/api/resumes/')) return ids.resumes;
  if (path.startsWith('/api/files/')) return parameter === 'userId' ? ids.users : ids.files;
  return [];
}
