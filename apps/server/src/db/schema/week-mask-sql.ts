import { weekSlots } from '@brigade/shared/resumes/week-mask';

/**
 * The SQL that turns a week grid held as jsonb ({"mon": ["lunch", "dinner"], …}) into its 28-bit
 * mask (packages/shared/src/resumes/week-mask.ts), for a generated column: one term per slot, so
 * the expression is immutable and computed when the row is written.
 */
export function weekMaskSql(column: string): string {
  return slotTerms(column, (bit) => 2 ** bit);
}

/**
 * How many slots the grid ticks, by the same terms: for generated columns that cannot read the
 * mask (PostgreSQL does not let one generated column read another).
 */
export function weekSlotCountSql(column: string): string {
  return `(${slotTerms(column, () => 1)})`;
}

function slotTerms(column: string, weight: (bit: number) => number): string {
  return weekSlots
    .map(
      ({ day, part }, bit) =>
        `(case when (${column} -> '${day}') ? '${part}' then ${weight(bit)} else 0 end)`,
    )
    .join(' + ');
}
