import { mailTopics, type MailTopic } from '@brigade/shared/notifications/mail-topics';
import { apiPaths, paths } from '@brigade/shared/routes';
import { signLinkToken, verifyLinkToken } from '../mail-links/signed-link-token.ts';

/**
 * The unsubscribe link of a notification mail: a signed token saying "turn `topic` off for this
 * person". It never expires (a mail read months later must still work) and does nothing else:
 * its purpose is checked, so no other signed link can stand in for it, nor it for one.
 */
const PURPOSE = 'unsubscribe';

export function unsubscribeToken(key: string, userId: string, topic: MailTopic): string {
  return signLinkToken(key, { purpose: PURPOSE, subject: userId, data: { topic } });
}

/** The one-click URL (RFC 8058) for the `List-Unsubscribe` header: mail providers POST to it. */
export function unsubscribeUrl(appUrl: string, token: string): string {
  const url = new URL(apiPaths.mailUnsubscribe, appUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/** The page a person opens from the mail's footer: it says what it turns off, then does it. */
export function pageUnsubscribeUrl(appUrl: string, token: string): string {
  return new URL(paths.unsubscribe(token), appUrl).href;
}

const isMailTopic = (value: unknown): value is MailTopic =>
  mailTopics.some((topic) => topic === value);

/** Whom and what a genuine unsubscribe token is about; null for anything else. */
export function readUnsubscribeToken(
  key: string,
  token: string,
): { userId: string; topic: MailTopic } | null {
  const claims = verifyLinkToken(key, token, PURPOSE);
  const topic = claims?.data?.topic;
  if (!claims || !isMailTopic(topic)) return null;
  return { userId: claims.subject, topic };
}
