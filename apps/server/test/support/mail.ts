import type { ReceivedMail } from '../../src/testing/smtp-sink.ts';
import {
  INTERVIEW_REMINDER,
  UNANSWERED_CHECK,
} from '../../src/services/mail-notifications/mail-checks.ts';
import { FLUSH_MAIL } from '../../src/services/mail-notifications/record-mail-event.ts';
import {
  EXPIRE_LISTING,
  WARN_LISTING_EXPIRY,
} from '../../src/services/listing-expiry/schedule-listing-expiry.ts';
import { mailWorkHandlers } from '../../src/services/mail-notifications/mail-work-handlers.ts';
import { drainQueue } from '../../src/services/queue/queue-worker.ts';
import type { TestApp } from './test-app.ts';

/**
 * Runs the job queue as the server's worker would, as of `at` (later than now to let delays and
 * reminders come due), until nothing more is due, for the people and applications of one test
 * only: on PostgreSQL every test file shares the queue, and running another file's work early (or
 * through this file's SMTP server) would break that file's test. First the checks queued for
 * `applications` (the 48-hour reminder, the interview reminder) and for `jobs` (the listing's
 * expiry warning and expiry), then the mail of `people`.
 * Mail goes out through the app's real mailer. Alert matching is run by the alert tests for
 * their own jobs (`matchAlerts`).
 */
export async function drainMailQueue(
  t: TestApp,
  scope: { people: { id: string }[]; applications?: string[]; jobs?: string[] },
  at = new Date(),
): Promise<void> {
  const handlers = mailWorkHandlers(t.ctx);
  const drain = (kinds: string[], payload: Record<string, unknown>) =>
    drainQueue(t.database.db, { handlers, now: at, kinds, payload });
  for (const applicationId of scope.applications ?? []) {
    await drain([UNANSWERED_CHECK, INTERVIEW_REMINDER], { applicationId });
  }
  for (const jobId of scope.jobs ?? []) {
    // The warning first: run side by side with the expiry, it could find the listing closed.
    await drain([WARN_LISTING_EXPIRY], { jobId });
    await drain([EXPIRE_LISTING], { jobId });
  }
  for (const person of scope.people) await drain([FLUSH_MAIL], { recipientId: person.id });
}

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
export const inHours = (hours: number) => inMinutes(hours * 60);

/** The mails one address received so far, oldest first. */
export function mailsFor(received: ReceivedMail[], address: string): ReceivedMail[] {
  return received.filter((mail) => mail.to.includes(address));
}

/** A header of a raw message (unfolded), or undefined. */
export function headerOf(mail: ReceivedMail | undefined, name: string): string | undefined {
  const head = (mail?.raw ?? '').split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The subject, decoded when it is MIME-encoded (non-ASCII subjects are). */
export function subjectOf(mail: ReceivedMail | undefined): string {
  const raw = headerOf(mail, 'Subject') ?? '';
  return raw.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/**
 * The decoded body of the message's first part of `contentType` (text/calendar for an invite):
 * a small MIME walk over what nodemailer writes (base64, quoted-printable or 7bit parts).
 */
export function partOf(mail: ReceivedMail | undefined, contentType: string): string | undefined {
  const parts = (mail?.raw ?? '').split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`^content-type:\\s*${contentType}`, 'im').test(head)) continue;
    const body = rest.join('\n\n').split(/\r?\n--/)[0] ?? '';
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return body;
  }
  return undefined;
}

/** The value, or the test fails here saying what was missing. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}`);
  return value;
}
