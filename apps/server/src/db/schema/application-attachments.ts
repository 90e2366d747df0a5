import { index, pgTable, primaryKey, timestamp, uuid } from '../pg-core.ts';
import { applications } from './applications.ts';
import { storedFiles } from './stored-files.ts';

/**
 * Files (CV, certificates) an applicant attached to one of their applications, from My Files
 * (issue 6). Attaching lets that application's restaurant read the file (policies/file-policy.ts);
 * the file stays the applicant's. Deleting the file or the application removes the attachment.
 */
export const applicationAttachments = pgTable(
  'application_attachments',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.fileId] }),
    // The access check: which applications (and so restaurants) a file is attached to.
    index('application_attachments_file_idx').on(table.fileId),
  ],
);
