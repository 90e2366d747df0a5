import { weekSlots } from '@brigade/shared/resumes/week-mask';

/**
 * The SQL that turns a week grid held as jsonb ({"mon": ["lunch", "dinner"], …}) into its 28-bit
 * mask (packages/shared/src/resumes/week-mask.ts), for a generated column: one term per slot, so
 * the expression is immutable and computed when the row is written.
 */
export function weekMaskSql(column: string): string {
  return weekSlots
    .map(
      ({ day, part }, bit) =>
        `(case when (${column} -> '${day}') ? '${part}' then ${2 ** bit} else 0 end)`,
    )
    .join(' + ');
}
