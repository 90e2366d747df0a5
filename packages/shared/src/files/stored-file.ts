import { z } from 'zod';
import { pageParams } from '../pagination.ts';

/**
 * Generic file storage (spec sections 3 and 7, issue 6): the metadata a user may edit, sharing,
 * the list query and the answer. Messages are locale keys under `storedFiles.validation`.
 */

export const fileDescriptionMax = 500;
export const fileCategoryMax = 50;
export const fileTagsMax = 20;
export const fileTagMax = 30;

/** What a person a file is shared with may do. `read` is implied by any share. */
export const filePermissions = ['read', 'write', 'delete'] as const;
export type FilePermission = (typeof filePermissions)[number];

/** A folder: `/`-separated segments of letters, digits, `_ - .` (not starting with a dot). */
const FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}){0,7}$/;
export const fileFolder = z
  .string('storedFiles.validation.folderInvalid')
  .trim()
  .regex(FOLDER, 'storedFiles.validation.folderInvalid');

/** PATCH /api/files/:id — any subset of the editable metadata. */
export const fileMetadataInput = z
  .object({
    description: z
      .string('storedFiles.validation.descriptionTooLong')
      .trim()
      .max(fileDescriptionMax, 'storedFiles.validation.descriptionTooLong'),
    category: z
      .string('storedFiles.validation.categoryTooLong')
      .trim()
      .max(fileCategoryMax, 'storedFiles.validation.categoryTooLong'),
    tags: z
      .array(
        z
          .string('storedFiles.validation.tagInvalid')
          .trim()
          .min(1, 'storedFiles.validation.tagInvalid')
          .max(fileTagMax, 'storedFiles.validation.tagInvalid'),
        'storedFiles.validation.tagInvalid',
      )
      .max(fileTagsMax, 'storedFiles.validation.tooManyTags')
      // The same tag twice is one tag.
      .transform((tags) => [...new Set(tags)]),
    isPublic: z.boolean('storedFiles.validation.isPublicInvalid'),
  })
  .partial()
  .strict();
export type FileMetadataInput = z.infer<typeof fileMetadataInput>;

/** POST /api/files/:id/shares — share with a known user by e-mail address. */
export const fileShareInput = z.object({
  email: z
    .string('validation.emailInvalid')
    .trim()
    .toLowerCase()
    .pipe(z.email('validation.emailInvalid')),
  permissions: z
    .array(z.enum(filePermissions, 'storedFiles.validation.permissionsInvalid'))
    .max(filePermissions.length, 'storedFiles.validation.permissionsInvalid')
    .default(['read'])
    // `read` always: any entry in `permissions` lets its user read (spec section 6).
    .transform((list) => filePermissions.filter((p) => p === 'read' || list.includes(p))),
});
export type FileShareInput = z.infer<typeof fileShareInput>;

/** A file list shows 20 files a page unless asked for another size. */
export const fileListPageSize = 20;

/** GET /api/files and /api/files/shared: a folder (with everything below it) and a page. */
export const fileListQuery = z.object({
  folder: fileFolder.optional(),
  ...pageParams(fileListPageSize),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

/** Someone a file is shared with, and what they may do. */
export interface FilePermissionEntry {
  userId: string;
  permissions: FilePermission[];
}

/** Someone a file is shared with, named (shown to the file's owner only). */
export interface SharedPerson {
  userId: string;
  email: string;
  name: string;
}

/**
 * A stored file as the API answers it: the spec's metadata fields (defaults when missing: empty
 * strings, size 0, not public, empty lists), plus `path` (its storage key) and `url` (where to
 * download it). `sharedWith` and `permissions` are only filled in for the owner; others see
 * empty lists, so who else has access is not revealed.
 */
export interface StoredFileView {
  id: string;
  userId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadDate: string;
  lastModified: string;
  description: string;
  category: string;
  isPublic: boolean;
  uploadedBy: string;
  uploaderName: string;
  tags: string[];
  sharedWith: string[];
  permissions: FilePermissionEntry[];
  /** Who those ids are (the owner typed their addresses); empty for anyone else. */
  sharedPeople: SharedPerson[];
  folder: string;
  path: string;
  url: string;
  /**
   * What the signed-in reader may do with it: edit the description, category and tags; delete
   * it; share it or revoke a share; make it public or private. Sharing and publishing are the
   * owner's alone, whatever `write` a share gives.
   */
  canWrite: boolean;
  canDelete: boolean;
  canShare: boolean;
  canPublish: boolean;
  isOwner: boolean;
}

/** GET /api/files/usage: bytes stored by the user and their quota. */
export interface StorageUsage {
  usedBytes: number;
  limitBytes: number;
}
