import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message it receives, for mail tests. */
export async function startSmtpSink() {
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
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
