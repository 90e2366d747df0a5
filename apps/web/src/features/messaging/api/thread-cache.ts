/**
 * A conversation's thread as the cache holds it: the messages loaded so far, ascending (the
 * spec's createdAt order), and whether older ones exist. Reads are backwards only (the newest
 * page, then `before` the oldest), so a refetch fetches the newest page and merges it in:
 * that is how live messages, read receipts and a reconnection's catch-up all land.
 */
import type { MessagePage, MessageView } from '@brigade/shared/messaging/messaging-answers';

export interface ThreadData {
  items: MessageView[];
  hasOlder: boolean;
}

/** The server's order: createdAt, then id. */
function isAfter(a: MessageView, b: MessageView): boolean {
  if (a.createdAt !== b.createdAt) return Date.parse(a.createdAt) > Date.parse(b.createdAt);
  return a.id > b.id;
}

/**
 * The newest page merged into what is cached: older messages already loaded stay when the page
 * overlaps them; with no overlap there may be a gap, so the page alone is kept (and "Load
 * earlier messages" fills in). Messages cached after the page was read (a live message that
 * overtook the request) are kept at the end.
 */
export function mergeLatest(cached: ThreadData | undefined, latest: MessagePage): ThreadData {
  const first = latest.items[0];
  const last = latest.items.at(-1);
  if (!cached || !first || !last) return { items: latest.items, hasOlder: latest.hasOlder };
  const ids = new Set(latest.items.map((message) => message.id));
  const start = cached.items.findIndex((message) => message.id === first.id);
  const newer = cached.items.filter((message) => !ids.has(message.id) && isAfter(message, last));
  if (start === -1) return { items: [...latest.items, ...newer], hasOlder: latest.hasOlder };
  return {
    items: [...cached.items.slice(0, start), ...latest.items, ...newer],
    hasOlder: cached.hasOlder,
  };
}

/** An older page (read with `before` = the oldest loaded) put in front. */
export function prependOlder(cached: ThreadData | undefined, older: MessagePage): ThreadData {
  if (!cached) return { items: older.items, hasOlder: older.hasOlder };
  const ids = new Set(cached.items.map((message) => message.id));
  return {
    items: [...older.items.filter((message) => !ids.has(message.id)), ...cached.items],
    hasOlder: older.hasOlder,
  };
}

/** One message added (sent, or pushed live) or replaced if already there (no duplicates). */
export function upsertMessage(cached: ThreadData | undefined, message: MessageView) {
  if (!cached) return cached;
  if (cached.items.some((item) => item.id === message.id)) {
    return {
      ...cached,
      items: cached.items.map((item) => (item.id === message.id ? message : item)),
    };
  }
  const items = [...cached.items];
  let index = items.length;
  while (index > 0 && isAfter(items[index - 1] as MessageView, message)) index -= 1;
  items.splice(index, 0, message);
  return { ...cached, items };
}

/** Marks the messages that match as read (a read receipt, or my own reading). */
export function markRead(
  cached: ThreadData | undefined,
  matches: (message: MessageView) => boolean,
): ThreadData | undefined {
  if (!cached) return cached;
  let changed = false;
  const items = cached.items.map((message) => {
    if (message.read || !matches(message)) return message;
    changed = true;
    return { ...message, read: true };
  });
  return changed ? { ...cached, items } : cached;
}
