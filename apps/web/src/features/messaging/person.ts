import type { ConversationPerson } from '@brigade/shared/messaging/messaging-answers';

/**
 * How the other person is named: a restaurant by its venue, anyone else by their name. Null
 * when their account is gone (shown as "Deleted user").
 */
export function personName(person: ConversationPerson | null): string | null {
  if (!person) return null;
  const venue = person.userType === 'restaurant' ? person.venueName?.trim() : '';
  return venue || `${person.firstName} ${person.lastName}`.trim() || null;
}

/** Up to two initials for the avatar without a photo ("Casa Lola" → "CL"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
