import { sql } from '../sql.ts';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from '../pg-core.ts';
import type { DayPart, WeekDay } from '@brigade/shared/resumes/resume-input';
import {
  employmentTypes,
  jobRoles,
  jobStatuses,
  payPeriods,
  tipModels,
  tipUnits,
  type JobPerk,
} from '@brigade/shared/jobs/job-options';
import type { RequirableCertificate } from '@brigade/shared/resumes/certificates';
import { tsvector } from './search-vector.ts';
import { weeklyTotalSql } from './total-pay-sql.ts';
import { weekMaskSql } from './week-mask-sql.ts';
import { venues } from './organisations.ts';
import { users } from './users.ts';

/**
 * A job a restaurant posts (the spec's Job schema plus what hospitality needs). `venueName` is a
 * copy of the restaurant's venue name, kept in step by the profile service, so search can rank by
 * it. `searchVector` (title, venue, requirements, description, weighted in that order) and
 * `hourlyPay` (pay on hourly terms, to filter and sort across periods) are computed by the
 * `jobs_derived_columns` trigger (migration 0005).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull().default(''),
    role: text('role', { enum: jobRoles }).notNull(),
    employmentType: text('employment_type', { enum: employmentTypes }).notNull(),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    payPeriod: text('pay_period', { enum: payPeriods }).notNull().default('hour'),
    /** How tips are shared (tipModels), and the venue's typical tips per shift or per hour. */
    tipModel: text('tip_model', { enum: tipModels }).notNull().default('none'),
    tipsMin: numeric('tips_min', { precision: 12, scale: 2, mode: 'number' }),
    tipsMax: numeric('tips_max', { precision: 12, scale: 2, mode: 'number' }),
    tipsPer: text('tips_per', { enum: tipUnits }).notNull().default('shift'),
    /** What the job gives beyond the pay (jobPerks), in that list's order. */
    perks: jsonb('perks').$type<JobPerk[]>().notNull().default([]),
    /** Certificates the job needs (the certificate wallet's kinds), in that list's order. */
    requiredCertificates: jsonb('required_certificates')
      .$type<RequirableCertificate[]>()
      .notNull()
      .default([]),
    /** The pay's currency (ISO 4217), the venue's when the job was posted; null: not stated. */
    currency: text('currency'),
    /** Hours a week (a range, or one figure in both), and the shifts it needs (the resume's grid). */
    hoursMin: integer('hours_min'),
    hoursMax: integer('hours_max'),
    shifts: jsonb('shifts').$type<Partial<Record<WeekDay, DayPart[]>>>().notNull().default({}),
    /** The shifts as 28 bits (week-mask-sql.ts), kept by the database: fit is counted in SQL. */
    shiftMask: integer('shift_mask')
      .notNull()
      .generatedAlwaysAs(sql.raw(weekMaskSql('shifts'))),
    /** How many of those shifts a week the job needs (null: all of them). */
    shiftsPerWeek: integer('shifts_per_week'),
    startDate: date('start_date', { mode: 'string' }),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: jobStatuses }).notNull().default('draft'),
    /** Why an admin closed or removed it (shown to the restaurant), issue 7. */
    closedReason: text('closed_reason'),
    /** Set when an admin removed it: hidden from everyone but its restaurant and admins, for good. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    venueName: text('venue_name').notNull().default(''),
    /**
     * Teams (issue 17): the member who looks after the listing; with its followers they hear of
     * its applications (bell and mail). Null: nobody in particular, so the organisation's owner.
     */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it was last opened: "posted within" and "newest" use it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When an open listing closes by itself (Google's validThrough): 60 days after publishing. */
    validThrough: timestamp('valid_through', { withTimezone: true }),
    /** Boosted (plans): first in Browse Jobs, "Urgently hiring", until then. */
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    hourlyPay: numeric('hourly_pay', { precision: 12, scale: 2, mode: 'number' }),
    /** The top of the estimated total a week, tips included (total-pay-sql.ts), kept by the database. */
    weeklyTotal: numeric('weekly_total', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).generatedAlwaysAs(sql.raw(weeklyTotalSql())),
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_restaurant_idx').on(table.restaurantId, table.status),
    // The bell and mail find a member's listings by assignee.
    index('jobs_assignee_idx')
      .on(table.assigneeId)
      .where(sql`${table.assigneeId} IS NOT NULL`),
    index('jobs_open_published_idx')
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'open'`),
    // Browse Jobs' first places: the few open listings boosted now.
    index('jobs_open_boosted_idx')
      .on(table.boostedUntil.desc())
      .where(sql`${table.status} = 'open' AND ${table.boostedUntil} IS NOT NULL`),
    // The expiry sweep: open listings whose validThrough has passed.
    index('jobs_open_valid_through_idx')
      .on(table.validThrough)
      .where(sql`${table.status} = 'open'`),
    // fastupdate off: a GIN index's pending list (up to 4 MB of unmerged entries, flushed only by
    // vacuum) is read in full by every search and more than doubled its time (decision 009).
    // Jobs are posted rarely and searched constantly, so each insert merges its entries at once.
    index('jobs_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('jobs_city_idx').on(sql`lower(${table.city})`),
    // Browse Jobs sorted by pay walks this instead of sorting every open job (migration 0005).
    index('jobs_open_pay_idx')
      .on(sql`${table.hourlyPay} DESC NULLS LAST`, sql`${table.publishedAt} DESC NULLS LAST`)
      .where(sql`${table.status} = 'open'`),
    // Pay is ranked within one currency (pay-sorted-jobs.ts): that currency's jobs by pay, in a
    // city or everywhere. Without these, a city with no job in the asked-for currency made the
    // planner walk the whole pay index looking for one (seconds at 1,000,000 jobs).
    index('jobs_open_currency_pay_idx')
      .on(
        table.currency,
        sql`${table.hourlyPay} DESC NULLS LAST`,
        sql`${table.publishedAt} DESC NULLS LAST`,
      )
      .where(sql`${table.status} = 'open'`),
    index('jobs_open_city_currency_pay_idx')
      .on(
        sql`lower(${table.city})`,
        table.currency,
        sql`${table.hourlyPay} DESC NULLS LAST`,
        sql`${table.publishedAt} DESC NULLS LAST`,
      )
      .where(sql`${table.status} = 'open'`),
    // The estimated total, ranked and filtered within one currency like the pay above.
    index('jobs_open_currency_total_idx')
      .on(
        table.currency,
        sql`${table.weeklyTotal} DESC NULLS LAST`,
        sql`${table.publishedAt} DESC NULLS LAST`,
      )
      .where(sql`${table.status} = 'open'`),
    index('jobs_open_city_currency_total_idx')
      .on(
        sql`lower(${table.city})`,
        table.currency,
        sql`${table.weeklyTotal} DESC NULLS LAST`,
        sql`${table.publishedAt} DESC NULLS LAST`,
      )
      .where(sql`${table.status} = 'open'`),
    // A city's open jobs with what their newest-first order and their fit to a person's
    // availability need (shift-fit-sql.ts), so "best fit in a city" reads this index alone (an
    // index-only scan) instead of every one of the city's rows: 280 → 11 ms at 50,000 jobs in a
    // city on PostgreSQL (decision 022). `city` itself is here because an index-only scan must
    // be able to return every column the query names, and it names `city` inside lower().
    index('jobs_open_city_fit_idx')
      .on(
        sql`lower(${table.city})`,
        sql`${table.publishedAt} DESC NULLS LAST`,
        table.id,
        table.shiftMask,
        table.shiftsPerWeek,
        table.city,
      )
      .where(sql`${table.status} = 'open'`),
    // Role and employment type filters (and their counts), with pay and date checked in the
    // index too, so only matching open jobs are read.
    index('jobs_open_role_idx')
      .on(table.role, table.employmentType, table.hourlyPay, table.publishedAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Views of a listing's page, a row a day (listing statistics, plans): counted when its page is
 * opened by a person (not a known crawler), server-rendered or in the app.
 */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);
