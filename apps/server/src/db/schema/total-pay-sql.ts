import { weekSlotCountSql } from './week-mask-sql.ts';

/**
 * The top of a job's estimated total a week (packages/shared/src/jobs/total-pay.ts's weeklyTotal,
 * its `high`), for the generated column jobs.weekly_total: the top of the pay at the top of the
 * hours, plus the top of the typical tips (per hour × hours, or per shift × the shifts a week).
 * Browse Jobs filters and sorts on it, as it does on hourly_pay for the pay. A test holds it to
 * the shared function (test/jobs/total-pay-column.test.ts).
 */
export function weeklyTotalSql(): string {
  const pay = 'coalesce(salary_max, salary)';
  const hours = 'coalesce(hours_max, hours_min)';
  const shifts = `coalesce(shifts_per_week, ${weekSlotCountSql('shifts')})`;
  return `case when salary is null or hours_min is null then null else round(
    (case pay_period when 'hour' then ${pay} * ${hours} when 'week' then ${pay}
      when 'month' then ${pay} * 12 / 52 else ${pay} / 52 end)
    + (case when tip_model = 'none' or tips_min is null then 0
      when tips_per = 'hour' then coalesce(tips_max, tips_min) * ${hours}
      else coalesce(tips_max, tips_min) * ${shifts} end), 2) end`;
}
