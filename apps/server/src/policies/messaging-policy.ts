import type { SessionUser } from '@brigade/shared/session';

/** Someone at either end of a conversation. */
export interface ConversationParty {
  id: string;
  userType: SessionUser['userType'];
}

/** What ties an applicant and a restaurant together (both false for any other pair). */
export interface PartiesRelationship {
  /** The applicant applied to one of the restaurant's jobs (in any status). */
  applied: boolean;
  /** The applicant's resume is visible to every restaurant (Browse Applicants). */
  resumeVisible: boolean;
}

export const noRelationship: PartiesRelationship = { applied: false, resumeVisible: false };

/**
 * Who may open a conversation with whom (issue 5): a restaurant with an applicant who applied to
 * one of its jobs or whose resume is visible; an applicant with a restaurant they applied to;
 * an admin with anyone. Nobody with themselves, nobody else.
 */
export function canStartConversation(
  starter: ConversationParty,
  recipient: ConversationParty,
  relationship: PartiesRelationship,
): boolean {
  if (starter.id === recipient.id) return false;
  if (starter.userType === 'admin') return true;
  if (starter.userType === 'restaurant' && recipient.userType === 'applicant') {
    return relationship.applied || relationship.resumeVisible;
  }
  if (starter.userType === 'applicant' && recipient.userType === 'restaurant') {
    return relationship.applied;
  }
  return false;
}

/**
 * A conversation about an application is between its applicant and a member who works for its
 * venue (either may start it; `worksForVenue` says who does, teams); an admin may start one
 * about any application.
 */
export function canTalkAbout(
  starter: ConversationParty,
  recipient: ConversationParty,
  application: { applicantId: string },
  worksForVenue: (party: ConversationParty) => boolean,
): boolean {
  if (starter.id === recipient.id) return false;
  if (starter.userType === 'admin') return true;
  const isParty = (party: ConversationParty) =>
    party.id === application.applicantId ||
    (party.userType === 'restaurant' && worksForVenue(party));
  return isParty(starter) && isParty(recipient);
}
