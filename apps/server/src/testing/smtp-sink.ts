import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for mail tests (the API
 * tests, and the end-to-end run through e2e/support/run-smtp-sink.ts). Not used by the server.
 */
export async function startSmtpSink(
  options: { port?: number; onMessage?: (mail: ReceivedMail) => void } = {},
) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          );
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text };
        received.push(mail);
        options.onMessage?.(mail);
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client that vanishes mid-connection (a server process killed with its pooled SMTP
  // connections open) is that client's problem, as on a real mail server: keep serving.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first message to `address`, waiting for it if needed. */
    async mailTo(address: string): Promise<ReceivedMail> {
      for (;;) {
        const mail = received.find((message) => message.to.includes(address));
        if (mail) return mail;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
