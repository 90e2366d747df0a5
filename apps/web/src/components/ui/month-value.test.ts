import { describe, expect, it } from 'vitest';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import { joinMonth, monthChoices, splitMonth, yearChoices } from './month-value.ts';

describe('month picker values', () => {
  it.each([
    ['2021-03', { year: '2021', month: '03' }],
    ['', { year: '', month: '' }],
    ['2021-', { year: '2021', month: '' }],
    ['-03', { year: '', month: '03' }],
    ['rubbish', { year: '', month: '' }],
  ])('reads %j', (value, parts) => {
    expect(splitMonth(value)).toEqual(parts);
  });

  it('stores YYYY-MM once both are chosen, and a half choice the month rule refuses', () => {
    expect(joinMonth({ year: '2021', month: '03' })).toBe('2021-03');
    expect(joinMonth({ year: '', month: '' })).toBe('');
    const half = joinMonth({ year: '2021', month: '' });
    const parsed = resumeInput.safeParse({
      headline: 'Cook',
      roles: ['cook'],
      experience: [{ role: 'Cook', venue: 'Casa', from: half }],
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('validation.monthInvalid');
  });

  it('offers years newest first, keeping an older stored one', () => {
    expect(yearChoices(2026, 2, '')).toEqual(['2026', '2025', '2024']);
    expect(yearChoices(2026, 2, '1990')).toEqual(['2026', '2025', '2024', '1990']);
  });

  it('names the months in the reader’s language', () => {
    expect(monthChoices('fr')[2]).toEqual({ value: '03', label: 'mars' });
    expect(monthChoices('en')[11]).toEqual({ value: '12', label: 'December' });
  });
});
