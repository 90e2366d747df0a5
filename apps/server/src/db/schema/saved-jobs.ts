import { index, pgTable, primaryKey, timestamp, uuid } from '../pg-core.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/** "Save job": a job a person keeps for later (the Saved jobs list on their dashboard). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('saved_jobs_user_idx').on(table.userId, table.savedAt.desc()),
  ],
);
