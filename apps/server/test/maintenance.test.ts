import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/rate-limits.ts';
import { hourlyMaintenance } from '../src/services/maintenance/hourly-maintenance.ts';
import { useTestApp } from './support/test-app.ts';

describe('hourly maintenance', () => {
  const t = useTestApp();

  it('drops rate-limit windows older than a day, keeps current ones, and refreshes statistics', async () => {
    const key = `maintenance-${Date.now()}`;
    await t.database.db.insert(rateLimits).values([
      { key: `${key}-old`, windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: `${key}-new`, windowStart: new Date(), count: 1 },
    ]);
    await hourlyMaintenance(t.ctx);
    const left = await t.database.db.select().from(rateLimits);
    expect(left.map((row) => row.key)).toContain(`${key}-new`);
    expect(left.map((row) => row.key)).not.toContain(`${key}-old`);
    const [old] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${key}-old`));
    expect(old).toBeUndefined();
  });
});
