import { index, pgTable, primaryKey, timestamp, uuid } from '../pg-core.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * Teams (issue 17): members who follow a listing besides its assignee, and so hear of its
 * applications too. A member who loses access to the listing's venue stops following it.
 */
export const jobFollowers = pgTable(
  'job_followers',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.userId] }),
    index('job_followers_user_idx').on(table.userId),
  ],
);
