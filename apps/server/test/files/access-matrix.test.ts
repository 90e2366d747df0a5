import { apiPaths } from '@brigade/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { call, grant, seedFile, useFilesTestApp, type Person } from './stored-file-fixtures.ts';

type Who = 'owner' | 'shared' | 'writer' | 'deleter' | 'stranger' | 'signedOut';
type Action = 'read' | 'metadata' | 'write' | 'publish' | 'delete';

// Who may do what (spec section 6 and issue 6); `signedOut` needs no account. The answer for
// everyone not listed is a 404 — or a 401 signed out, where the route needs a session.
const allowed: Record<Action, Record<'private' | 'public', Who[]>> = {
  read: {
    private: ['owner', 'shared', 'writer', 'deleter'],
    public: ['owner', 'shared', 'writer', 'deleter', 'stranger', 'signedOut'],
  },
  metadata: {
    private: ['owner', 'shared', 'writer', 'deleter'],
    public: ['owner', 'shared', 'writer', 'deleter', 'stranger'],
  },
  write: { private: ['owner', 'writer'], public: ['owner', 'writer'] },
  // Making a private file public, or a public one private: the owner's alone (issue 13).
  publish: { private: ['owner'], public: ['owner'] },
  delete: { private: ['owner', 'deleter'], public: ['owner', 'deleter'] },
};

const request = (action: Action, id: string, isPublic: boolean) =>
  ({
    read: ['GET', apiPaths.files.download(id), undefined],
    metadata: ['GET', apiPaths.files.file(id), undefined],
    write: ['PATCH', apiPaths.files.file(id), { description: 'Updated' }],
    publish: ['PATCH', apiPaths.files.file(id), { isPublic: !isPublic }],
    delete: ['DELETE', apiPaths.files.file(id), undefined],
  })[action] as ['GET' | 'PATCH' | 'DELETE', string, object | undefined];

const success: Record<Action, number> = {
  read: 200,
  metadata: 200,
  write: 200,
  publish: 200,
  delete: 204,
};
const whos: Who[] = ['owner', 'shared', 'writer', 'deleter', 'stranger', 'signedOut'];

describe('stored files: the access matrix', () => {
  const t = useFilesTestApp();
  const people = {} as Record<Exclude<Who, 'signedOut'>, Person>;
  beforeAll(async () => {
    for (const who of ['owner', 'shared', 'writer', 'deleter', 'stranger'] as const) {
      people[who] = await signedInUser(t);
    }
  });

  for (const action of Object.keys(allowed) as Action[]) {
    for (const visibility of ['private', 'public'] as const) {
      for (const who of whos) {
        const may = allowed[action][visibility].includes(who);
        const refused = who === 'signedOut' && action !== 'read' ? 401 : 404;
        const expected = may ? success[action] : refused;
        it(`${action} a ${visibility} file as ${who}: ${expected}`, async () => {
          const file = await seedFile(t, people.owner, { isPublic: visibility === 'public' });
          await grant(t, file.id, people.shared, ['read']);
          await grant(t, file.id, people.writer, ['read', 'write']);
          await grant(t, file.id, people.deleter, ['read', 'delete']);
          const [method, url, payload] = request(action, file.id, file.isPublic);
          const response = await call(
            t,
            method,
            url,
            who === 'signedOut' ? null : people[who],
            payload,
          );
          expect(response.statusCode).toBe(expected);
          if (!may)
            expect(response.json().error.code).toBe(refused === 401 ? 'unauthorized' : 'not_found');
          if (action === 'publish') {
            const after = (await call(t, 'GET', apiPaths.files.file(file.id), people.owner)).json();
            expect(after.isPublic).toBe(may ? !file.isPublic : file.isPublic);
          }
        });
      }
    }
  }

  it('answers a 404 for a file that does not exist and for a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call(t, 'GET', apiPaths.files.file(id), people.owner)).statusCode).toBe(404);
      expect((await call(t, 'GET', apiPaths.files.download(id), null)).statusCode).toBe(404);
    }
  });

  it('shows who else has access only to the owner', async () => {
    const file = await seedFile(t, people.owner);
    await grant(t, file.id, people.writer, ['read', 'write']);
    const mine = (await call(t, 'GET', apiPaths.files.file(file.id), people.owner)).json();
    expect(mine).toMatchObject({
      isOwner: true,
      canShare: true,
      canPublish: true,
      sharedWith: [people.writer.user.id],
      permissions: [{ userId: people.writer.user.id, permissions: ['read', 'write'] }],
      sharedPeople: [
        { userId: people.writer.user.id, email: people.writer.user.email, name: 'Test Person' },
      ],
    });
    const theirs = (await call(t, 'GET', apiPaths.files.file(file.id), people.writer)).json();
    expect(theirs).toMatchObject({
      isOwner: false,
      canWrite: true,
      canDelete: false,
      canShare: false,
      canPublish: false,
    });
    expect(theirs.sharedWith).toEqual([]);
    expect(theirs.permissions).toEqual([]);
    expect(theirs.sharedPeople).toEqual([]);
  });
});
