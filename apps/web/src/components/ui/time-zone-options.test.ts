import { describe, expect, it } from 'vitest';
import { matchTimeZones, timeZoneOptions } from './time-zone-options.ts';

describe('time zone options', () => {
  const english = timeZoneOptions('en', ['Europe/Kyiv']);
  const spanish = timeZoneOptions('es');

  it('lists every zone the runtime knows, with UTC and the current choice', () => {
    const ids = english.map((option) => option.id);
    expect(ids.length).toBeGreaterThan(300);
    expect(ids).toContain('UTC');
    expect(ids).toContain('Europe/Kyiv');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds zones by city, by every word typed, and by the localised name without accents', () => {
    const ids = (text: string, options = english) =>
      matchTimeZones(options, text).shown.map((option) => option.id);
    expect(ids('madrid')).toEqual(['Europe/Madrid']);
    expect(ids('new york')).toEqual(['America/New_York']);
    expect(ids('central europe')).toContain('Europe/Paris');
    expect(ids('pacifico', spanish)).toContain('America/Los_Angeles');
    expect(ids('nowhere at all')).toEqual([]);
    // A word's start ranks above its middle: Central European Time before St Vincent.
    const cent = matchTimeZones(english, 'cent', [], 1000).shown.map((option) => option.id);
    expect(cent.indexOf('Europe/Paris')).toBeLessThan(cent.indexOf('America/St_Vincent'));
  });

  it('puts the suggested zones first while nothing is typed, and caps the list', () => {
    const { shown, count } = matchTimeZones(
      english,
      '',
      ['Europe/Madrid', 'Atlantic/Canary', 'Europe/Madrid'],
      10,
    );
    expect(shown.map((option) => option.id).slice(0, 2)).toEqual([
      'Europe/Madrid',
      'Atlantic/Canary',
    ]);
    expect(shown).toHaveLength(10);
    expect(count).toBe(english.length);
  });
});
