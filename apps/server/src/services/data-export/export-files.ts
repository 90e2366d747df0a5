import { allowedFileTypes } from '@brigade/shared/files/upload-rules';
import { asc, eq } from '../../db/sql.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { storedFiles } from '../../db/schema/stored-files.ts';
import type { AppContext } from '../../core/app-context.ts';
import { pictureFolder } from '../profiles/picture-files.ts';
import { sharesOf } from '../stored-files/stored-file-record.ts';
import { safeEntryName, uniquePaths } from './zip-entry-names.ts';

/** One stored file to copy into the zip: where it goes there, and where its bytes are. */
export interface ZipFileEntry {
  path: string;
  key: string;
  mtime: Date;
  /** Deflate it? Images and docx are compressed already: storing them saves CPU for nothing. */
  compress: boolean;
}

export interface FilesExport {
  entries: ZipFileEntry[];
  /** What `brigade-data.json` says of each file (its path in the zip and its record). */
  records: Record<string, unknown>[];
}

const compressedTypes = new Set(['text/plain', 'application/msword', 'application/pdf']);
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const extensionFor = (type: string) =>
  (allowedFileTypes as Readonly<Record<string, string>>)[type] ?? '';

/**
 * The person's stored files: My Files (`files/my-files/`, with their metadata and whom they are
 * shared with), the resume's CV (`files/cv/`) and the profile picture (`files/profile-picture/`).
 * Files others shared with them, and applicants' files a restaurant may read, are not theirs.
 */
export async function exportFiles(ctx: AppContext, userId: string): Promise<FilesExport> {
  const { db } = ctx.database;
  const [myFiles, [resume], pictureKeys] = await Promise.all([
    db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId))
      .orderBy(asc(storedFiles.uploadDate), asc(storedFiles.id)),
    db
      .select({
        key: resumes.cvKey,
        fileName: resumes.cvFileName,
        fileType: resumes.cvFileType,
        fileSize: resumes.cvFileSize,
        updatedAt: resumes.updatedAt,
      })
      .from(resumes)
      .where(eq(resumes.applicantId, userId)),
    ctx.storage.list(pictureFolder(userId)),
  ]);
  const shares = await sharesOf(
    db,
    myFiles.map((file) => file.id),
  );
  const pathFor = uniquePaths();
  const entries: ZipFileEntry[] = [];
  const records: Record<string, unknown>[] = [];

  for (const file of myFiles) {
    const path = pathFor(
      'files/my-files',
      safeEntryName(file.fileName, extensionOf(file.storageKey), 'file'),
    );
    entries.push({
      path,
      key: file.storageKey,
      mtime: file.lastModified,
      compress: compressedTypes.has(file.fileType),
    });
    records.push({
      kind: 'my-file',
      path,
      id: file.id,
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.fileSize,
      folder: file.folder,
      description: file.description,
      category: file.category,
      tags: file.tags,
      isPublic: file.isPublic,
      sharedWith: (shares.get(file.id) ?? []).map((share) => ({
        email: share.email,
        name: share.name,
        permissions: share.permissions,
      })),
      uploadDate: file.uploadDate.toISOString(),
      lastModified: file.lastModified.toISOString(),
    });
  }

  if (resume?.key) {
    const type = resume.fileType ?? '';
    const path = pathFor(
      'files/cv',
      safeEntryName(resume.fileName ?? '', extensionFor(type) || extensionOf(resume.key), 'cv'),
    );
    entries.push({
      path,
      key: resume.key,
      mtime: resume.updatedAt,
      compress: compressedTypes.has(type),
    });
    records.push({
      kind: 'cv',
      path,
      fileName: resume.fileName,
      fileType: type,
      fileSize: resume.fileSize,
    });
  }

  for (const key of pictureKeys) {
    const path = pathFor(
      'files/profile-picture',
      safeEntryName(key.split('/').pop() ?? '', '', 'profile'),
    );
    entries.push({ path, key, mtime: new Date(), compress: false });
    records.push({ kind: 'profile-picture', path });
  }
  return { entries, records };
}
