import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import type { MarkNotificationsReadInput } from '@brigade/shared/notifications/notification-input';

/** The answer as it will be once `input` is marked read: shown at once, before the server says. */
export function markReadLocally(
  answer: NotificationsAnswer,
  input: MarkNotificationsReadInput,
): NotificationsAnswer {
  const ids = 'all' in input ? null : new Set(input.ids);
  const items = answer.items.map((item) =>
    item.read || (ids && !ids.has(item.id)) ? item : { ...item, read: true },
  );
  return { items, unreadCount: items.filter((item) => !item.read).length };
}
