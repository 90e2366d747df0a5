import type { LiveEvent } from '@brigade/shared/live-events';

/** Long enough for any machine; only reached when something is broken. */
const giveUpMs = 15_000;

export interface LiveClient {
  status: number;
  headers: Headers;
  /** The next `brigade` event (in order of arrival). */
  next(): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  /** Everything received so far, comments included (`: ping`, `retry: …`). */
  raw(): string;
  close(): void;
}

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up waiting for ${what}`)), giveUpMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A Server-Sent Events client over fetch's streaming body (what a browser's EventSource does):
 * parses `event:`/`data:` frames into LiveEvents, queued until asked for.
 */
export async function connectLive(baseUrl: string, cookie: string): Promise<LiveClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const queue: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  let text = '';
  let buffer = '';
  const deliver = (event: LiveEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  const finished = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const piece = decoder.decode(chunk as Uint8Array, { stream: true });
        text += piece;
        buffer += piece;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (name === 'brigade' && data) deliver(JSON.parse(data) as LiveEvent);
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();
  finished.catch(() => undefined); // reported to whoever waits for the end
  return {
    status: response.status,
    headers: response.headers,
    next: () =>
      withDeadline(
        new Promise<LiveEvent>((resolve) => {
          const first = queue.shift();
          if (first) resolve(first);
          else waiting.push(resolve);
        }),
        'a live event',
      ),
    ended: () => withDeadline(finished, 'the stream to end'),
    raw: () => text,
    close: () => abort.abort(),
  };
}
