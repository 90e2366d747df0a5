import type { ConversationPerson } from '@brigade/shared/messaging/messaging-answers';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { initials } from '../person.ts';

interface PersonAvatarProps {
  person: ConversationPerson | null;
  /** The name shown beside it (the avatar itself is decorative). */
  name: string;
  className: string;
}

/** The other person's photo, else their initials; a plain circle for a deleted account. */
export function PersonAvatar({ person, name, className }: PersonAvatarProps) {
  return (
    <UserAvatar
      photoURL={person?.photoURL ?? null}
      initial={person ? initials(name) : '?'}
      className={className}
    />
  );
}
