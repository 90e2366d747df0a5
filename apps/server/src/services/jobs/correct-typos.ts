import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** How close a title word must be to stand in for a typed word (pg_trgm similarity, 0–1). */
const MIN_SIMILARITY = 0.4;

/**
 * The search text with each word replaced by the closest word of any job title, by trigram
 * similarity over the `job_title_words` list ("bartendr" → "bartender", "kitchn" → "kitchen");
 * words with nothing close stay as typed. Null when nothing changed (no point searching again).
 */
export async function correctTypos(db: NodePgDatabase, text: string): Promise<string | null> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0 || words.length > 10) return null;
  // `%` (threshold 0.3) uses the trigram index; the closest word above MIN_SIMILARITY wins.
  const result = await db.execute<{ typed: string; corrected: string | null }>(sql`
    SELECT typed, (
      SELECT word FROM job_title_words
      WHERE word % typed AND similarity(word, typed) >= ${MIN_SIMILARITY}
      ORDER BY similarity(word, typed) DESC, word
      LIMIT 1
    ) AS corrected
    FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS typed_words(typed, position)
    ORDER BY position`);
  const corrected = result.rows.map((row) => row.corrected ?? row.typed).join(' ');
  return corrected === words.join(' ') ? null : corrected;
}
