import http from 'node:http';
import type { LiveEvent } from '@brigade/shared/live-events';

export interface LiveClients {
  close(): void;
}

/**
 * Opens one Server-Sent Events stream per cookie (`GET /api/live`, its own connection each, as
 * browsers do) and reports every `brigade` event with the index of the stream that received it.
 * Resolves once every stream is open; connects `parallel` at a time.
 */
export async function openLiveClients(
  urlFor: (index: number) => string,
  cookies: string[],
  onEvent: (index: number, event: LiveEvent) => void,
  parallel = 50,
): Promise<LiveClients> {
  const requests: http.ClientRequest[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${urlFor(index)}/api/live`,
        { headers: { cookie: cookies[index] ?? '' }, agent: false },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`the live channel answered ${response.statusCode}`));
            return;
          }
          response.on('error', () => undefined);
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!frame.startsWith('event: brigade\n')) continue;
              const data = frame.slice(frame.indexOf('data: ') + 6);
              onEvent(index, JSON.parse(data) as LiveEvent);
            }
          });
          resolve();
        },
      );
      // After the stream opened, errors only come from closing it (or the server going away).
      request.on('error', reject);
      requests.push(request);
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < cookies.length) await open(next++);
    }),
  );
  return {
    close() {
      for (const request of requests) request.destroy();
    },
  };
}
