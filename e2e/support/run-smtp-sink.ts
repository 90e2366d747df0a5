/**
 * The end-to-end run's mail server (Playwright starts it beside Brigade's): a real SMTP server on
 * loopback that keeps each message it receives as an .eml file in `<dir>`, where the tests read
 * them the way a person reads mail (support/outbox.ts).
 * `node e2e/support/run-smtp-sink.ts <port> <dir>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from '../../apps/server/src/testing/smtp-sink.ts';

const [port = '', dir = ''] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
let count = 0;
const sink = await startSmtpSink({
  port: Number(port),
  onMessage: (mail) => {
    count += 1;
    const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
    writeFileSync(join(dir, name), mail.raw);
  },
});
console.warn(`SMTP sink at ${sink.url}, keeping mail in ${dir}`);
const stop = () => void sink.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
