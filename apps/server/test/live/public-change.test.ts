import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createLiveHub } from '../../src/services/live/live-hub.ts';
import { createPostgresBus } from '../../src/services/live/postgres-bus.ts';
import type { LiveHub } from '../../src/core/live-hub.ts';
import { postgresOnly } from '../support/postgres-only.ts';

const { target, why } = postgresOnly();

// Server-rendered pages are kept per process (routes/pages/render-cache.ts): a change to a job
// made through one process must empty the others' copies, as behind a load balancer.
describe.runIf(target.kind === 'postgres')(`public changes across processes${why}`, () => {
  const pools: pg.Pool[] = [];
  const hubs: LiveHub[] = [];
  afterAll(async () => {
    await Promise.all(hubs.map((hub) => hub.stop()));
    await Promise.all(pools.map((pool) => pool.end()));
  });

  async function startHub(): Promise<LiveHub> {
    if (target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    pools.push(pool);
    const hub = createLiveHub(
      createPostgresBus(pool, () => undefined),
      async () => null,
    );
    hubs.push(hub);
    await hub.start();
    return hub;
  }

  it("tells every process's pages, the sender's included", async () => {
    const [first, second] = await Promise.all([startHub(), startHub()]);
    let firstHeard = 0;
    const secondHeard = new Promise<void>((resolve) => second.onPublicChange(resolve));
    first.onPublicChange(() => (firstHeard += 1));
    await first.announcePublicChange();
    expect(firstHeard).toBe(1);
    await expect(secondHeard).resolves.toBeUndefined();
  });
});
