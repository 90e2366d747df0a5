import { index, pgTable, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';
import { venues } from './organisations.ts';

/**
 * A venue's mark that it saw a certificate's document (the certificate wallet, issue 16): which
 * certificate of whose resume, the document and expiry it saw, which venue and which of its
 * people, when. The row is the audit record of the check. The mark holds while the certificate
 * keeps that document and expiry (an edited certificate is a new claim to check); an admin may
 * remove it, which keeps the row with who removed it and when (and an audit-log entry).
 */
export const certificateChecks = pgTable(
  'certificate_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The resume's owner. */
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The certificate's id in the resume's `certifications`. */
    certificateId: uuid('certificate_id').notNull(),
    /** What the certificate said when checked (the audit record's own copy). */
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    /** The document and expiry the venue saw. */
    fileId: uuid('file_id').notNull(),
    expiresOn: text('expires_on').notNull(),
    /** The venue that checked, and the person who clicked (kept when that account goes). */
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('certificate_checks_applicant_idx').on(table.applicantId, table.certificateId)],
);
