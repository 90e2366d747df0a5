import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';
import { translatorFor } from './test-translator.ts';

const now = Date.parse('2027-06-15T12:00:00.000Z');
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const ago = (ms: number) => new Date(now - ms).toISOString();

const cases = [
  ago(0),
  ago(minute),
  ago(5 * minute),
  ago(hour),
  ago(3 * hour),
  ago(day),
  ago(2 * day),
  'not a time',
] as const;

describe('formatRelativeTime', () => {
  it.each([
    [
      'en',
      [
        '0 mins ago',
        '1 min ago',
        '5 mins ago',
        '1 hour ago',
        '3 hours ago',
        '1 day ago',
        '2 days ago',
        'Unknown time',
      ],
    ],
    [
      'es',
      [
        'hace 0 min',
        'hace 1 min',
        'hace 5 min',
        'hace 1 hora',
        'hace 3 horas',
        'hace 1 día',
        'hace 2 días',
        'Hora desconocida',
      ],
    ],
    [
      'fr',
      [
        'il y a 0 min',
        'il y a 1 min',
        'il y a 5 min',
        'il y a 1 heure',
        'il y a 3 heures',
        'il y a 1 jour',
        'il y a 2 jours',
        'Heure inconnue',
      ],
    ],
    [
      'de',
      [
        'vor 0 Min.',
        'vor 1 Min.',
        'vor 5 Min.',
        'vor 1 Stunde',
        'vor 3 Stunden',
        'vor 1 Tag',
        'vor 2 Tagen',
        'Unbekannte Zeit',
      ],
    ],
  ])('%s', async (language, expected) => {
    const t = await translatorFor(language);
    expect(cases.map((timestamp) => formatRelativeTime(t, language, timestamp, now))).toEqual(
      expected,
    );
  });

  it('shows a date in the reader’s language from 7 days on', async () => {
    const old = '2027-05-01T12:00:00.000Z';
    expect(formatRelativeTime(await translatorFor('en'), 'en', old, now)).toBe('May 1, 2027');
    expect(formatRelativeTime(await translatorFor('fr'), 'fr', old, now)).toBe('1 mai 2027');
    expect(formatRelativeTime(await translatorFor('de'), 'de', old, now)).toBe('01.05.2027');
    expect(formatRelativeTime(await translatorFor('es'), 'es', old, now)).toBe('1 may 2027');
  });
});
