import { describe, expect, it } from 'vitest';
import { estimateTotalPay, weeklyTotal, type TotalPayFields } from './total-pay.ts';

const job: TotalPayFields = {
  salary: 13,
  salaryMax: 15,
  payPeriod: 'hour',
  hoursMin: 38,
  hoursMax: null,
  tipModel: 'none',
  tipsMin: null,
  tipsMax: null,
  tipsPer: 'shift',
  shiftsAWeek: 5,
};

describe('the estimated total a week', () => {
  it.each<[string, Partial<TotalPayFields>, { low: number; high: number } | null]>([
    ['hourly pay × hours', {}, { low: 494, high: 570 }],
    ['an hours range widens both ends', { hoursMax: 40 }, { low: 494, high: 600 }],
    ['one rate', { salaryMax: null }, { low: 494, high: 494 }],
    [
      'weekly pay is the week',
      { payPeriod: 'week', salary: 520, salaryMax: null },
      { low: 520, high: 520 },
    ],
    [
      'monthly pay over 52/12 weeks',
      { payPeriod: 'month', salary: 2600, salaryMax: null },
      { low: 600, high: 600 },
    ],
    [
      'yearly pay over 52 weeks',
      { payPeriod: 'year', salary: 31_200, salaryMax: 33_800 },
      { low: 600, high: 650 },
    ],
    [
      'tips per shift × the shifts a week',
      { tipModel: 'pooled', tipsMin: 20, tipsMax: 30 },
      { low: 594, high: 720 },
    ],
    [
      'tips per hour × the hours',
      { tipModel: 'kept', tipsMin: 1, tipsMax: 2, tipsPer: 'hour', hoursMax: 40 },
      { low: 532, high: 680 },
    ],
    ['one tips figure', { tipModel: 'service_charge', tipsMin: 10 }, { low: 544, high: 620 }],
    ['tips without a figure add nothing', { tipModel: 'pooled' }, { low: 494, high: 570 }],
    [
      'a figure left from a job without tips adds nothing',
      { tipsMin: 50 },
      { low: 494, high: 570 },
    ],
    ['no pay: nothing to estimate', { salary: null, salaryMax: null }, null],
    ['no hours: nothing to estimate', { hoursMin: null }, null],
  ])('%s', (_name, fields, expected) => {
    expect(weeklyTotal({ ...job, ...fields })).toEqual(expected);
  });

  it('rounds to tens and says what it is for', () => {
    expect(
      estimateTotalPay({ ...job, hoursMax: 40, tipModel: 'pooled', tipsMin: 20, tipsMax: 30 }),
    ).toEqual({ low: 590, high: 750, hoursMin: 38, hoursMax: 40, tips: 'included' });
    expect(estimateTotalPay({ ...job, tipModel: 'kept' })).toMatchObject({ tips: 'extra' });
    expect(estimateTotalPay(job)).toEqual({
      low: 490,
      high: 570,
      hoursMin: 38,
      hoursMax: 38,
      tips: 'none',
    });
    expect(estimateTotalPay({ ...job, salary: null, salaryMax: null })).toBeNull();
  });
});
