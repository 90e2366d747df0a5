import { describe, expect, it } from 'vitest';
import { canAccessFile, type FileAccessFacts, type FileAction } from './file-policy.ts';

const OWNER = 'owner';
const SHARED = 'shared';
const WRITER = 'writer';
const DELETER = 'deleter';
const READER = 'reader';
/** A member of the venue of an application the file is attached to. */
const RESTAURANT = 'restaurant';
const VENUE = 'venue';
/** The venues each reader works for. */
const venuesOf = (who: string | null) => (who === RESTAURANT ? [VENUE] : []);
const STRANGER = 'stranger';

const file = (isPublic: boolean): FileAccessFacts => ({
  userId: OWNER,
  isPublic,
  sharedWith: [SHARED],
  permissions: [
    { userId: READER, permissions: ['read'] },
    { userId: WRITER, permissions: ['read', 'write'] },
    { userId: DELETER, permissions: ['read', 'delete'] },
  ],
  applicationReaders: [VENUE],
});

type Who =
  typeof OWNER | typeof SHARED | typeof READER | typeof WRITER | typeof DELETER | typeof RESTAURANT;
const everyone: (Who | typeof STRANGER | null)[] = [
  OWNER,
  SHARED,
  READER,
  WRITER,
  DELETER,
  RESTAURANT,
  STRANGER,
  null,
];

// Per action and visibility: who is allowed (everyone else, signed-out included, is denied).
const table: [FileAction, boolean, (string | null)[]][] = [
  ['read', false, [OWNER, SHARED, READER, WRITER, DELETER, RESTAURANT]],
  ['read', true, [OWNER, SHARED, READER, WRITER, DELETER, RESTAURANT, STRANGER, null]],
  ['write', false, [OWNER, WRITER]],
  ['write', true, [OWNER, WRITER]],
  ['delete', false, [OWNER, DELETER]],
  ['delete', true, [OWNER, DELETER]],
  // Who may see the file is the owner's alone: `write` (or any other share) never gives it.
  ['share', false, [OWNER]],
  ['share', true, [OWNER]],
  ['publish', false, [OWNER]],
  ['publish', true, [OWNER]],
];

describe('canAccessFile', () => {
  for (const [action, isPublic, allowed] of table) {
    for (const who of everyone) {
      const expected = allowed.includes(who);
      it(`${action} on a ${isPublic ? 'public' : 'private'} file by ${who ?? 'signed-out'}: ${expected ? 'allowed' : 'denied'}`, () => {
        expect(canAccessFile(file(isPublic), who, action, venuesOf(who))).toBe(expected);
      });
    }
  }

  it('denies a missing file', () => {
    expect(canAccessFile(null, OWNER, 'read')).toBe(false);
  });

  it('denies when the check itself fails (malformed facts)', () => {
    const broken = { userId: OWNER, isPublic: false, sharedWith: null, permissions: null };
    expect(canAccessFile(broken as unknown as FileAccessFacts, STRANGER, 'read')).toBe(false);
  });

  it('denies an unknown action even to a user with every permission', () => {
    expect(canAccessFile(file(false), WRITER, 'rename' as FileAction)).toBe(false);
  });

  it('never lets a share publish or share the file, whatever it grants', () => {
    const everything: FileAccessFacts = {
      ...file(false),
      sharedWith: [WRITER],
      permissions: [{ userId: WRITER, permissions: ['read', 'write', 'delete'] }],
    };
    for (const action of ['publish', 'share'] as const) {
      expect(canAccessFile(everything, WRITER, action), action).toBe(false);
    }
  });
});
