import { describe, expect, it } from 'vitest';
import { responsivenessFrom } from './venue-responsiveness.ts';

describe('a venue’s responsiveness as job pages show it', () => {
  it.each([
    ['never computed', null, null],
    [
      'fewer than 5 applications',
      { applications: 4, answered: 4, medianResponseSeconds: 60 },
      null,
    ],
    [
      '5 applications, 4 answered in a median of 26 h',
      { applications: 5, answered: 4, medianResponseSeconds: 26 * 3600 },
      { answeredPercent: 80, medianResponseHours: 26 },
    ],
    [
      'a third answered, in 90 minutes',
      { applications: 6, answered: 2, medianResponseSeconds: 5400 },
      { answeredPercent: 33, medianResponseHours: 1.5 },
    ],
    [
      'none answered',
      { applications: 7, answered: 0, medianResponseSeconds: null },
      { answeredPercent: 0, medianResponseHours: null },
    ],
  ])('%s', (_case, row, shown) => {
    expect(responsivenessFrom(row)).toEqual(shown);
  });
});
