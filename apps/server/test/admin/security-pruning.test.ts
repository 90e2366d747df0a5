import { count, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import {
  pruneSecurityEvents,
  securityEventRetention,
} from '../../src/services/security/prune-security-events.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` in a transaction that is always rolled back: pruning is global, and on the
 * PostgreSQL database other test files share it must not delete their events for real.
 */
async function rolledBack(db: NodePgDatabase, work: (tx: NodePgDatabase) => Promise<void>) {
  const undo = new Error('roll back');
  await db
    .transaction(async (tx) => {
      await work(tx as unknown as NodePgDatabase);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
}

const insert = (db: NodePgDatabase, occurredAt: Date) =>
  db
    .insert(securityEvents)
    .values({ occurredAt, severity: 'low', type: 'sign_in_succeeded' })
    .returning({ id: securityEvents.id })
    .then(([row]) => {
      if (!row) throw new Error('no event written');
      return row.id;
    });

describe('pruning security events', () => {
  const t = useTestApp();

  it('keeps 90 days and the newest 100,000 by default', () => {
    expect(securityEventRetention).toEqual({ maxAgeMs: 90 * DAY_MS, maxCount: 100_000 });
  });

  it('deletes events older than the retention age', async () => {
    await rolledBack(t.database.db, async (tx) => {
      const now = new Date();
      const old = await insert(tx, new Date(now.getTime() - 91 * DAY_MS));
      const recent = await insert(tx, new Date(now.getTime() - 89 * DAY_MS));
      await pruneSecurityEvents(tx, { maxAgeMs: 90 * DAY_MS, maxCount: 1_000_000 }, now);
      const left = await tx
        .select({ id: securityEvents.id })
        .from(securityEvents)
        .where(inArray(securityEvents.id, [old, recent]));
      expect(left.map((row) => row.id)).toEqual([recent]);
    });
  });

  it('deletes everything beyond the newest events, ties cut exactly', async () => {
    await rolledBack(t.database.db, async (tx) => {
      // The newest events of the table (past any test's private day), two at the same instant.
      const base = Date.UTC(5000, 0, 1);
      const day = { at: (minutes: number) => new Date(base + minutes * 60_000) };
      const ids = [
        await insert(tx, day.at(1)),
        await insert(tx, day.at(2)),
        await insert(tx, day.at(2)),
        await insert(tx, day.at(3)),
        await insert(tx, day.at(4)),
      ];
      await pruneSecurityEvents(tx, { maxAgeMs: 1_000 * 365 * DAY_MS, maxCount: 3 });
      const [all] = await tx.select({ n: count() }).from(securityEvents);
      expect(all?.n).toBe(3);
      const left = await tx
        .select({ id: securityEvents.id })
        .from(securityEvents)
        .where(inArray(securityEvents.id, ids));
      expect(left).toHaveLength(3);
      // The two newest stay, the oldest goes, and of the tie at the cut exactly one stays.
      const kept = left.map((row) => row.id);
      expect(kept).toEqual(expect.arrayContaining([ids[4], ids[3]]));
      expect(kept).not.toContain(ids[0]);
      expect(kept.filter((id) => id === ids[1] || id === ids[2])).toHaveLength(1);
    });
  });
});
