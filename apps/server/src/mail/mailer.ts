import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML (notification mail has both; the reset mail is text only). */
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Stable across retries, so a receiver can tell a resend from a new mail. */
  messageId?: string;
  /** An iCalendar invite, sent as a text/calendar alternative that calendars act on. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the SMTP connections kept open between mails. */
  close(): void;
}

/**
 * E-mail through the SMTP server at SMTP_URL; without one, each message is written to
 * DATA_DIR/outbox as an .eml file and its links are logged, so a local user can still reset a
 * password.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (message: string) => void;
}): Mailer {
  // nodemailer loads with the first mail, not with every start of the server (issue 20).
  let transport: Promise<Transporter> | undefined;
  const transportFor = (settings: Parameters<typeof createTransport>[0]) =>
    (transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(settings)));
  const close = () => void transport?.then((opened) => opened.close());
  if (options.smtpUrl) {
    // Timeouts well inside the job queue's lease (2 min), so a hung server fails the attempt
    // (to be retried) before another process could take the same mail.
    // Pooled: a burst of notification mail reuses a few connections instead of a handshake each.
    const smtp = {
      url: options.smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    };
    return {
      async send(message) {
        await (await transportFor(smtp)).sendMail({ from: options.from, ...message });
      },
      close,
    };
  }
  const outbox = resolve(options.dataDir, 'outbox');
  const toFile = { streamTransport: true, buffer: true, newline: 'unix' } as const;
  return {
    async send(message) {
      const info = await (await transportFor(toFile)).sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log(
        `No SMTP_URL: e-mail to ${message.to} written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`,
      );
    },
    close,
  };
}
