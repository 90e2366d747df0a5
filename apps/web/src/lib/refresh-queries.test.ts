import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries.ts';

/** A server whose answers (what it held when asked) the test releases when it wants. */
function slowServer() {
  const pending: (() => void)[] = [];
  let state = 'before';
  return {
    read: () =>
      new Promise<string>((resolve) => {
        const held = state;
        pending.push(() => resolve(held));
      }),
    change: () => (state = 'after'),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    waiting: () => pending.length,
  };
}

async function observe(client: QueryClient, read: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: ['messages', 'x'], queryFn: read });
  const unsubscribe = observer.subscribe(() => undefined);
  await Promise.resolve();
  return { observer, unsubscribe };
}

describe('refreshQueries', () => {
  it('restarts a first load that began before the change, so the change is not missed', async () => {
    const client = new QueryClient();
    const server = slowServer();
    const { observer, unsubscribe } = await observe(client, server.read);
    expect(server.waiting()).toBe(1);
    server.change();
    const refreshed = refreshQueries(client, ['messages']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });

  it('refetches a loaded query', async () => {
    const client = new QueryClient();
    const server = slowServer();
    const { observer, unsubscribe } = await observe(client, server.read);
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toBe('before');
    server.change();
    const refreshed = refreshQueries(client, ['messages']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });
});
