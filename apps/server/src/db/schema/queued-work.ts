import { sql } from '../sql.ts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from '../pg-core.ts';

export const queuedWorkStates = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The durable job queue (decision 017): mail and scheduled work, kept in the database so a crash
 * loses nothing. A worker claims due rows with `FOR UPDATE SKIP LOCKED`, so two server
 * processes never take the same row; a claimed row holds a lease (`lockedUntil`), and a process
 * that dies mid-job leaves it to be claimed again once the lease runs out. `singletonKey` folds
 * repeated requests into one pending row (several applications within minutes → one mail).
 */
export const queuedWork = pgTable(
  'queued_work',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: queuedWorkStates }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('queued_work_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'pending'`),
    index('queued_work_running_idx')
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'running'`),
    uniqueIndex('queued_work_singleton_key')
      .on(table.singletonKey)
      .where(sql`${table.state} = 'pending'`),
    index('queued_work_finished_idx').on(table.state, table.finishedAt),
  ],
);
