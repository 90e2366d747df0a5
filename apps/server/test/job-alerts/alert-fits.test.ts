import { jobAlertInput } from '@brigade/shared/jobs/job-alerts';
import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { describe, expect, it } from 'vitest';
import { createJobAlert } from '../../src/services/job-alerts/create-job-alert.ts';
import { recordAlertMatches } from '../../src/services/job-alerts/record-alert-matches.ts';
import { buildUser } from '../support/accounts.ts';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

// Shifts that fit (issue 16): a job alert can ask for "only jobs that fit my availability",
// judged against its owner's resume as Browse Jobs' `fits` is.
describe('job alerts for jobs that fit my availability', () => {
  const t = useTestApp();

  async function alertOf(t: TestApp, city: string, fits: boolean, availability: WeekGrid | null) {
    const owner =
      availability === null
        ? await buildUser(t)
        : (await buildApplicantWithResume(t, { availability })).applicant;
    const query = fits ? { city, fits: 'true' } : { city };
    return createJobAlert(t.ctx, owner.id, jobAlertInput.parse({ name: 'Alert', query }));
  }

  it('keeps `fits` in the saved search, and an alert on fit alone is a search', () => {
    expect(jobAlertInput.parse({ name: 'A', query: { fits: 'true', page: '2' } }).query).toEqual({
      fits: 'true',
    });
    expect(jobAlertInput.parse({ name: 'A', query: { city: 'Leeds', fits: 'no' } }).query).toEqual({
      city: 'Leeds',
    });
  });

  it('matches only jobs enough of whose shifts fall in the owner’s availability', async () => {
    const city = uniqueWord('Shiftville');
    const monday = { mon: ['lunch', 'dinner'] } satisfies WeekGrid;
    const fitting = await alertOf(t, city, true, monday);
    const anything = await alertOf(t, city, false, monday);
    const noResume = await alertOf(t, city, true, null);
    const ours = [fitting.id, anything.id, noResume.id];
    const matched = async (shifts: WeekGrid, shiftsPerWeek?: number) => {
      const job = await buildJob(t, { city, shifts, shiftsPerWeek });
      const matches = await recordAlertMatches(t.database.db, job.id);
      return ours.filter((id) => matches.some((match) => match.alertId === id));
    };
    expect(await matched(monday)).toEqual(ours);
    // Tuesday only: not for the alert that asks for fit.
    expect(await matched({ tue: ['dinner'] })).toEqual([anything.id, noResume.id]);
    // One of its two shifts a week, and Monday lunch is one: it fits.
    expect(await matched({ mon: ['lunch'], tue: ['dinner'] }, 1)).toEqual(ours);
    expect(await matched({ mon: ['lunch'], tue: ['dinner'] })).toEqual([anything.id, noResume.id]);
    // No shifts named: nothing to fit, as in Browse Jobs.
    expect(await matched({})).toEqual([anything.id, noResume.id]);
  });
});
