import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import { upcomingInterviews } from './get-upcoming-interviews.ts';

const application = (id: string, at: string | null): ApplicationSummary => ({
  id,
  status: 'Shortlisted',
  appliedAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
  interview: at ? { at, timeZone: 'UTC', location: 'Bar' } : null,
  job: { id: 'j', title: 'Cook', venueName: 'Casa', city: 'Madrid', status: 'open' },
  applicant: null,
  fit: null,
  tags: [],
});

describe('upcomingInterviews', () => {
  it('keeps interviews still ahead, soonest first', () => {
    const now = Date.parse('2030-02-01T00:00:00Z');
    const result = upcomingInterviews(
      [
        application('late', '2030-03-01T10:00:00Z'),
        application('past', '2030-01-15T10:00:00Z'),
        application('none', null),
        application('soon', '2030-02-02T10:00:00Z'),
      ],
      now,
    );
    expect(result.map((item) => item.id)).toEqual(['soon', 'late']);
  });
});
