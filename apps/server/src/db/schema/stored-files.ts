import { sql } from '../sql.ts';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/**
 * A stored file's record (spec section 3, "Stored file metadata"): the bytes live in the
 * storage port under `storageKey` (`{folder}/{timestamp-random}.{ext}`); this row is the
 * metadata and the owner (`userId`). An account's files go with it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The folder the key sits in (without the generated name), for listing one folder. */
    folder: text('folder').notNull(),
    /** The name the user gave the file (metadata only; never the storage name). */
    fileName: text('file_name').notNull(),
    /** The type the file's bytes showed (never the declared one). */
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(false),
    /** Who uploaded it (kept when that account goes: the owner may differ one day). */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploaderName: text('uploader_name').notNull().default(''),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "My files": by owner and folder, newest first.
    index('stored_files_owner_folder_idx').on(table.userId, table.folder, table.uploadDate),
  ],
);

/**
 * Who else may use a file: one row per person, with what they may do (`read`, `write`,
 * `delete`; `read` is always included). The spec's `sharedWith` (ids with read access) and
 * `permissions` (objects with a userId) are both read from here, so they cannot disagree.
 */
export const storedFileShares = pgTable(
  'stored_file_shares',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: text('permissions').array().notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.userId] }),
    // "Shared with me".
    index('stored_file_shares_user_idx').on(table.userId, table.sharedAt),
  ],
);
