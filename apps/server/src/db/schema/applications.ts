import { sql } from '../sql.ts';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from '../pg-core.ts';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import { interviewResponses } from '@brigade/shared/applications/interview-response';
import { jobs } from './jobs.ts';
import { users } from './users.ts';
import { venues } from './organisations.ts';

/**
 * An application (spec section 3: jobId, applicantId, status, appliedAt, updatedAt, notes,
 * interviewDate) that also knows its restaurant, so "applications by restaurant" is one indexed
 * query. `notes` are the restaurant's private notes; `coverNote` is what the applicant wrote.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('Pending'),
    coverNote: text('cover_note').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The interview's instant; with its venue time zone and place or link. */
    interviewDate: timestamp('interview_date', { withTimezone: true }),
    interviewTimeZone: text('interview_time_zone'),
    interviewLocation: text('interview_location'),
    /**
     * The calendar invite's SEQUENCE (RFC 5546): raised on every schedule, move or cancel, so a
     * calendar applies the newest one.
     */
    interviewSequence: integer('interview_sequence').notNull().default(0),
    /** The applicant's answer to the current interview; cleared when it is moved. */
    interviewResponse: text('interview_response', { enum: interviewResponses }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * No ghosting (decision-window.ts): while undecided (Pending, Reviewed) it closes by itself
     * at `decideBy`; its venue is warned once (`decisionWarnedAt`) and may extend it once
     * (`decisionExtendedAt`). `closedUnansweredAt`: when it closed that way.
     */
    decideBy: timestamp('decide_by', { withTimezone: true }),
    decisionWarnedAt: timestamp('decision_warned_at', { withTimezone: true }),
    decisionExtendedAt: timestamp('decision_extended_at', { withTimezone: true }),
    closedUnansweredAt: timestamp('closed_unanswered_at', { withTimezone: true }),
  },
  (table) => [
    // The hourly sweep: undecided applications by the day they close.
    index('applications_undecided_idx')
      .on(table.decideBy)
      .where(sql`${table.status} in ('Pending', 'Reviewed')`),
    unique('applications_job_applicant_key').on(table.jobId, table.applicantId),
    index('applications_restaurant_idx').on(table.restaurantId, table.appliedAt.desc()),
    index('applications_applicant_idx').on(table.applicantId, table.appliedAt.desc()),
  ],
);

export const applicationEventKinds = [
  'applied',
  'status_changed',
  'interview_scheduled',
  'interview_cancelled',
  'interview_confirmed',
  'interview_reschedule_requested',
  'decision_extended',
  'closed_unanswered',
] as const;

/** The timeline: every change to an application, kept (never edited). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: applicationEventKinds }).notNull(),
    fromStatus: text('from_status', { enum: applicationStatuses }),
    toStatus: text('to_status', { enum: applicationStatuses }),
    note: text('note').notNull().default(''),
    /** Null once the person who acted has deleted their account. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.createdAt)],
);
