import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { weekGridMask } from '@brigade/shared/resumes/week-mask';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { buildJob } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

// The database keeps each week grid's mask (migration 0015); it must be the one the shared code
// computes, and bit_count must count what two masks share, on both engines.
describe('shift masks kept by the database', () => {
  const t = useTestApp();

  it('match the shared mask and count shared shifts', async () => {
    const shifts: WeekGrid = {
      mon: ['lunch', 'dinner'],
      fri: ['dinner', 'late'],
      sun: ['breakfast'],
    };
    const job = await buildJob(t, { shifts });
    const [row] = await t.database.db
      .select({
        mask: jobs.shiftMask,
        shared:
          sql<number>`bit_count((${jobs.shiftMask} & ${weekGridMask({ mon: ['dinner'], fri: ['late', 'lunch'] })})::bit(28))`.mapWith(
            Number,
          ),
      })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row?.mask).toBe(weekGridMask(shifts));
    expect(row?.shared).toBe(2);
  });
});
