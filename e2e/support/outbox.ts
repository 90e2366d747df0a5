import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures.ts';

/**
 * The e2e server sends its mail over SMTP to a real SMTP server on loopback, which keeps each
 * message as an .eml file in the run's data directory (support/run-smtp-sink.ts,
 * playwright.config.ts). These helpers read them back, the way a person reads mail.
 */
const outbox = () => {
  const dir = process.env.BRIGADE_E2E_DATA_DIR;
  if (!dir) throw new Error('BRIGADE_E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  return join(dir, 'smtp-inbox');
};

/**
 * The body of an .eml (every part of a multipart one), undoing quoted-printable soft breaks and
 * escapes.
 */
function bodyOf(eml: string): string {
  const [, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(eml)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail written to `to` so far, oldest first, as plain text. */
async function mailsTo(to: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outbox())).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return []; // no mail sent yet: the outbox does not exist
  }
  const mails = await Promise.all(files.map((file) => readFile(join(outbox(), file), 'utf8')));
  return mails
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(eml))
    .map(bodyOf);
}

/**
 * The path and query of the newest reset link mailed to `to`, waiting for it to arrive (the
 * server sends it after answering). Only the path is kept: the page is opened on the test's
 * own base URL.
 */
export async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to);
        link = mails.at(-1)?.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/)?.[0];
        return link;
      },
      { message: `a reset e-mail to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/**
 * The path and query of the first link matching `pattern` in any mail to `to`, waiting for the
 * mail to arrive (the queue sends it within seconds). Only the path is kept, as above.
 */
export async function mailedLinkFor(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(to)) {
          link = mail.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${to} with a link like ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}
