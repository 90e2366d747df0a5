import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  canMoveApplication,
  canScheduleInterview,
  isPendingStatus,
  nextApplicationStatuses,
  type ApplicationActor,
  type ApplicationStatus,
} from './application-status.ts';

/** Every allowed move, and who makes it; everything else is refused. */
const allowed: [ApplicationStatus, ApplicationStatus, ApplicationActor][] = [
  ['Pending', 'Reviewed', 'restaurant'],
  ['Reviewed', 'Shortlisted', 'restaurant'],
  ['Shortlisted', 'Offered', 'restaurant'],
  ['Offered', 'Hired', 'restaurant'],
  // Skipping forward (the pipeline board): never backwards.
  ['Pending', 'Shortlisted', 'restaurant'],
  ['Pending', 'Offered', 'restaurant'],
  ['Pending', 'Hired', 'restaurant'],
  ['Reviewed', 'Offered', 'restaurant'],
  ['Reviewed', 'Hired', 'restaurant'],
  ['Shortlisted', 'Hired', 'restaurant'],
  ['Pending', 'Rejected', 'restaurant'],
  ['Reviewed', 'Rejected', 'restaurant'],
  ['Shortlisted', 'Rejected', 'restaurant'],
  ['Offered', 'Rejected', 'restaurant'],
  ['Pending', 'Withdrawn', 'applicant'],
  ['Reviewed', 'Withdrawn', 'applicant'],
  ['Shortlisted', 'Withdrawn', 'applicant'],
  ['Offered', 'Withdrawn', 'applicant'],
];
const actors: ApplicationActor[] = ['restaurant', 'applicant'];

describe('the application transition map, move by move', () => {
  const every = applicationStatuses.flatMap((from) =>
    applicationStatuses.flatMap((to) => actors.map((actor) => [from, to, actor] as const)),
  );
  it.each(every)('%s → %s by %s', (from, to, actor) => {
    const expected = allowed.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canMoveApplication(from, to, actor)).toBe(expected);
  });

  it('offers each side only its own moves', () => {
    expect(nextApplicationStatuses('Pending', 'restaurant')).toEqual([
      'Reviewed',
      'Shortlisted',
      'Offered',
      'Hired',
      'Rejected',
    ]);
    expect(nextApplicationStatuses('Offered', 'restaurant')).toEqual(['Hired', 'Rejected']);
    expect(nextApplicationStatuses('Offered', 'applicant')).toEqual(['Withdrawn']);
    for (const final of ['Hired', 'Rejected', 'Withdrawn'] as const) {
      expect(nextApplicationStatuses(final, 'restaurant')).toEqual([]);
      expect(nextApplicationStatuses(final, 'applicant')).toEqual([]);
    }
  });

  it('allows scheduling an interview before an offer only', () => {
    expect(applicationStatuses.filter(canScheduleInterview)).toEqual([
      'Pending',
      'Reviewed',
      'Shortlisted',
    ]);
  });

  it("treats 'pending' case-insensitively (the notification rule)", () => {
    expect(isPendingStatus('Pending')).toBe(true);
    expect(isPendingStatus('PENDING')).toBe(true);
    expect(isPendingStatus('Reviewed')).toBe(false);
  });
});
