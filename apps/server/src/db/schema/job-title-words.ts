import { sql } from '../sql.ts';
import { index, pgTable, text } from '../pg-core.ts';

/**
 * Every word that appears in a job title (lower case), kept by the `jobs_title_words` statement
 * triggers (migration 0005). A typo in a search is corrected against this short list by trigram
 * similarity, then searched like any word: far cheaper than comparing trigrams with every title.
 * Words of deleted jobs stay (they only ever correct to a word that finds nothing).
 */
export const jobTitleWords = pgTable(
  'job_title_words',
  { word: text('word').primaryKey() },
  // fastupdate off, as for jobs_search_idx: typo correction never reads a pending list.
  (table) => [
    index('job_title_words_trgm_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
