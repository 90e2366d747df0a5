import type { FilePermission, FilePermissionEntry } from '@brigade/shared/files/stored-file';

/** What the access rule needs to know about a stored file. */
export interface FileAccessFacts {
  /** The owner (the spec's `userId`). */
  userId: string;
  isPublic: boolean;
  /** Ids with read access. */
  sharedWith: readonly string[];
  /** Who else may do what. */
  permissions: readonly FilePermissionEntry[];
  /**
   * Venues whose applications the owner attached the file to (CV, certificates), or that the
   * owner applied to while their resume links the file as a certificate's document: the members
   * who work for them may read it, nothing more (issues 6, 16 and 17).
   */
  applicationReaders?: readonly string[];
}

/**
 * Reading (metadata and bytes), editing metadata (description, category, tags), deleting,
 * sharing or revoking, and making the file public or private again.
 */
export type FileAction = 'read' | 'write' | 'delete' | 'share' | 'publish';

function granted(facts: FileAccessFacts, readerId: string, permission: FilePermission): boolean {
  return facts.permissions.some(
    (entry) => entry.userId === readerId && entry.permissions.includes(permission),
  );
}

function decide(
  facts: FileAccessFacts,
  readerId: string | null,
  action: FileAction,
  readerVenueIds: readonly string[],
): boolean {
  const isOwner = readerId !== null && facts.userId === readerId;
  if (isOwner) return true;
  if (action === 'read' && facts.isPublic) return true;
  if (readerId === null) return false;
  switch (action) {
    case 'read':
      return (
        facts.sharedWith.includes(readerId) ||
        granted(facts, readerId, 'read') ||
        (facts.applicationReaders ?? []).some((venue) => readerVenueIds.includes(venue))
      );
    case 'write':
      return granted(facts, readerId, 'write');
    case 'delete':
      return granted(facts, readerId, 'delete');
    case 'share':
    case 'publish':
      // Who may see the file is the owner's decision alone: `write` edits what it says, never
      // who can read it (issue 13).
      return false;
    default:
      // Anything not named here is the owner's alone too.
      return false;
  }
}

/**
 * The file access rule (spec section 6, issue 6): reading is allowed when the file is public,
 * or the reader owns it, is in `sharedWith`, has `read` in `permissions`, or works for the venue
 * of an application the file is attached to (`readerVenueIds`: the venues they work for); editing metadata
 * needs ownership or `write`; deleting, ownership or `delete`; sharing, revoking and changing
 * `isPublic` (publishing), ownership.
 * Everything else is denied — and so is any error while deciding (malformed facts): the caller
 * answers 404 either way, so a private file is never revealed.
 */
export function canAccessFile(
  facts: FileAccessFacts | null | undefined,
  readerId: string | null,
  action: FileAction,
  readerVenueIds: readonly string[] = [],
): boolean {
  try {
    if (!facts) return false;
    return decide(facts, readerId, action, readerVenueIds);
  } catch {
    return false;
  }
}
