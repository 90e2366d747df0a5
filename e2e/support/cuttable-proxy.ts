import { createServer, connect } from 'node:net';
import type { Socket } from 'node:net';

export interface CuttableProxy {
  /** http://127.0.0.1:<port>: open pages here to go through the proxy. */
  url: string;
  /** Drops every open connection (an open live stream too) and refuses new ones. */
  goOffline(): void;
  goOnline(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the e2e server whose "network" the test can cut. Playwright's
 * `context.setOffline(true)` only fails new requests: an open Server-Sent Events stream keeps
 * delivering through it, so it cannot show that the browser catches up after a real drop.
 * Cookies are per host, not per port, so a session made on the server works here too.
 */
export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let online = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    if (!online) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxyPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    goOffline() {
      online = false;
      for (const socket of sockets) socket.destroy();
    },
    goOnline() {
      online = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
