import { Suspense } from 'react';
import { useUnreadMessageCount } from '../api/get-unread-count.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The unread count beside "Messages" in the user menus; nothing at 0. Its words load with the
 * messaging texts only when there is something to count.
 */
export function MessagesUnreadCount() {
  const { data: count = 0 } = useUnreadMessageCount();
  if (count <= 0) return null;
  return (
    <Suspense fallback={null}>
      <span className="ml-auto">
        <UnreadBadge count={count} />
      </span>
    </Suspense>
  );
}
