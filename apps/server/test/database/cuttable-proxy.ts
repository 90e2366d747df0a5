import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/** Frontend messages that start a statement: Query (simple protocol) and Parse (extended). */
const statementStarts = new Set(['Q'.charCodeAt(0), 'P'.charCodeAt(0)]);

export interface CuttableProxy {
  /** The PostgreSQL URL, through the proxy. */
  url: string;
  /**
   * Cuts the next `count` connections that send a statement, as the statement arrives: it never
   * reaches the server, and the client sees its connection reset.
   */
  cutNextStatements(count?: number): void;
  /** How many connections were cut so far. */
  cuts(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of PostgreSQL whose cable the test can cut at the exact moment a statement
 * is in flight, which killing backends from outside cannot time.
 */
export async function startCuttableProxy(targetUrl: string): Promise<CuttableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let armed = 0;
  let cuts = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };

  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      // node-postgres writes each message whole, so a chunk starts with a message's type byte
      // (the startup message starts with its length's high byte, 0).
      if (armed > 0 && statementStarts.has(chunk[0] ?? 0)) {
        armed -= 1;
        cuts += 1;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cutNextStatements(count = 1) {
      armed += count;
    },
    cuts: () => cuts,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
