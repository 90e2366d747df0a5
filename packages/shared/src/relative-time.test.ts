import { describe, expect, it } from 'vitest';
import { parseTimestamp, relativeTime } from './relative-time.ts';

const now = Date.parse('2027-06-15T12:00:00.000Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const ago = (ms: number) => new Date(now - ms);

describe('relative time', () => {
  it.each([
    ['0 s', 0, { unit: 'minute', count: 0 }],
    ['59 s', 59 * second, { unit: 'minute', count: 0 }],
    ['1 min', minute, { unit: 'minute', count: 1 }],
    ['2 min', 2 * minute, { unit: 'minute', count: 2 }],
    ['59 min 59 s', hour - second, { unit: 'minute', count: 59 }],
    ['59 min 59.999 s', hour - 1, { unit: 'minute', count: 59 }],
    ['60 min', hour, { unit: 'hour', count: 1 }],
    ['1 h 59 min', 2 * hour - minute, { unit: 'hour', count: 1 }],
    ['2 h', 2 * hour, { unit: 'hour', count: 2 }],
    ['23 h 59 min 59 s', day - second, { unit: 'hour', count: 23 }],
    ['24 h', day, { unit: 'day', count: 1 }],
    ['1 d 23 h', 2 * day - hour, { unit: 'day', count: 1 }],
    ['2 d', 2 * day, { unit: 'day', count: 2 }],
    ['6 d 23 h 59 min 59 s', 7 * day - second, { unit: 'day', count: 6 }],
  ])('%s ago is %o', (_, elapsed, expected) => {
    expect(relativeTime(ago(elapsed), now)).toEqual(expected);
  });

  it('shows the date from 7 days on', () => {
    expect(relativeTime(ago(7 * day), now)).toEqual({ date: ago(7 * day) });
    expect(relativeTime(ago(400 * day), now)).toEqual({ date: ago(400 * day) });
  });

  it('counts up to an hour in the future as clock skew (0 mins), and dates beyond', () => {
    expect(relativeTime(ago(-30 * second), now)).toEqual({ unit: 'minute', count: 0 });
    expect(relativeTime(ago(-hour), now)).toEqual({ unit: 'minute', count: 0 });
    expect(relativeTime(ago(-hour - second), now)).toEqual({ date: ago(-hour - second) });
  });

  it('reads Dates, epoch milliseconds and date strings alike', () => {
    const when = ago(3 * hour);
    const expected = { unit: 'hour', count: 3 };
    expect(relativeTime(when, now)).toEqual(expected);
    expect(relativeTime(when.getTime(), now)).toEqual(expected);
    expect(relativeTime(when.toISOString(), now)).toEqual(expected);
    expect(relativeTime('2027-06-15T09:00:00+00:00', new Date(now))).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['blank', '   '],
    ['garbage', 'yesterday-ish'],
    ['an invalid Date', new Date('nope')],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an object', { seconds: 1 }],
    ['a boolean', true],
  ])('is unknown for %s', (_, value) => {
    expect(relativeTime(value, now)).toEqual({ unknown: true });
    expect(parseTimestamp(value)).toBeNull();
  });

  it('is unknown when "now" itself is not a time', () => {
    expect(relativeTime(ago(minute), Number.NaN)).toEqual({ unknown: true });
  });

  it('defaults "now" to this moment', () => {
    expect(relativeTime(new Date(Date.now() - 5 * minute))).toEqual({ unit: 'minute', count: 5 });
  });

  it('does not share the Date it was given', () => {
    const given = ago(8 * day);
    const result = relativeTime(given, now);
    expect('date' in result && result.date).not.toBe(given);
  });
});
