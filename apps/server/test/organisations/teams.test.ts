import { applyInput } from '@brigade/shared/applications/application-input';
import { apiPaths } from '@brigade/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { computeResponsiveness } from '../../src/services/venues/compute-responsiveness.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildUser, sessionCookieOf, uniqueEmail } from '../support/accounts.ts';
import { call, joinWith } from './team-fixtures.ts';
import { buildRestaurant, jobDefaults } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

const smtp = await startSmtpSink();
const join = joinWith(smtp);
afterAll(() => smtp.close());

describe('teams: who does what at which venue (issue 17)', () => {
  const t = useTestApp({ config: loadConfig({ SMTP_URL: smtp.url }) });
  const people: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const venues = { a: '', b: '' };
  const jobs = { a: '', b: '' };
  const applications = { a: '', b: '' };
  let removedMemberId = '';

  beforeAll(async () => {
    const owner = await buildRestaurant(t, { venueName: 'Casa Norte' });
    people.owner = await sessionCookieOf(t, owner);
    venues.a = owner.id;
    const added = await call(t, 'POST', apiPaths.organisation.venues, people.owner, {
      venueName: 'Casa Sur',
      venueType: 'bar',
      city: 'Sevilla',
      country: 'ES',
    });
    expect(added.statusCode, added.body).toBe(201);
    venues.b = added.json<{ id: string }>().id;

    people.admin = (await join(t, people.owner, { role: 'admin' })).cookie;
    const managerA = await join(t, people.owner, { role: 'manager', venueIds: [venues.a] });
    people['manager of venue A'] = managerA.cookie;
    userIds['manager of venue A'] = managerA.user.id;
    const managerB = await join(t, people.owner, { role: 'manager', venueIds: [venues.b] });
    people['manager of venue B'] = managerB.cookie;
    userIds['manager of venue B'] = managerB.user.id;
    userIds.owner = owner.id;
    const removed = await join(t, people.owner, { role: 'admin' });
    people['removed member'] = removed.cookie;
    const other = await buildRestaurant(t, { venueName: 'Elsewhere' });
    people['another organisation'] = await sessionCookieOf(t, other);

    for (const venue of ['a', 'b'] as const) {
      const posted = await call(t, 'POST', apiPaths.jobs.search, people.owner, {
        ...jobDefaults,
        salary: 14,
        venueId: venues[venue],
        publish: true,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      jobs[venue] = posted.json<{ id: string }>().id;
      const { applicant } = await buildApplicantWithResume(t);
      const application = await applyToJob(t.ctx, applicant, jobs[venue], applyInput.parse({}));
      applications[venue] = application.id;
    }
    const organisation = await call(t, 'GET', apiPaths.organisation.root, people.owner);
    const member = organisation
      .json<{ members: { id: string; userId: string }[] }>()
      .members.find((entry) => entry.userId === removed.user.id);
    removedMemberId = member?.id ?? '';
    const gone = await call(
      t,
      'DELETE',
      apiPaths.organisation.member(removedMemberId),
      people.owner,
    );
    expect(gone.statusCode, gone.body).toBe(204);
  });

  const allowed: Record<string, { a: boolean; b: boolean }> = {
    owner: { a: true, b: true },
    admin: { a: true, b: true },
    'manager of venue A': { a: true, b: false },
    'manager of venue B': { a: false, b: true },
    'removed member': { a: false, b: false },
    'another organisation': { a: false, b: false },
  };

  describe.each(Object.entries(allowed))('%s', (who, expected) => {
    it.each(['a', 'b'] as const)('at venue %s', async (venue) => {
      const cookie = people[who] ?? '';
      const may = expected[venue];
      // Post a job for the venue.
      const posted = await call(t, 'POST', apiPaths.jobs.search, cookie, {
        ...jobDefaults,
        salary: 14,
        venueId: venues[venue],
      });
      // Someone who reaches no venue at all (removed) may not post; another venue is not found.
      const refusal = who === 'removed member' ? 403 : 404;
      expect(posted.statusCode, `${who} posts at ${venue}`).toBe(may ? 201 : refusal);
      // Manage its listings: they are in Manage Listings, and editable.
      const listings = await call(t, 'GET', apiPaths.jobs.mine, cookie);
      const listed = listings.json<{ items: { id: string }[] }>().items.map((job) => job.id);
      expect(listed.includes(jobs[venue]), `${who} lists ${venue}'s jobs`).toBe(may);
      const page = await call(t, 'GET', apiPaths.jobs.job(jobs[venue]), cookie);
      expect(page.json<{ canEdit: boolean }>().canEdit, `${who} edits at ${venue}`).toBe(may);
      // Read its applications, in the inbox and one by one.
      const inbox = await call(t, 'GET', apiPaths.restaurantApplications, cookie);
      const received = inbox.json<{ items: { id: string }[] }>().items.map((item) => item.id);
      expect(received.includes(applications[venue]), `${who}'s inbox at ${venue}`).toBe(may);
      const read = await call(t, 'GET', apiPaths.application(applications[venue]), cookie);
      expect(read.statusCode, `${who} reads at ${venue}`).toBe(may ? 200 : 404);
      // Act on one.
      const noted = await call(
        t,
        'PUT',
        `${apiPaths.application(applications[venue])}/notes`,
        cookie,
        {
          notes: `Seen by ${who}`,
        },
      );
      expect(noted.statusCode, `${who} acts at ${venue}`).toBe(may ? 200 : 404);
    });
  });

  it('shows members the organisation, invitations to owners and admins only, outsiders nothing', async () => {
    const asManager = await call(
      t,
      'GET',
      apiPaths.organisation.root,
      people['manager of venue A'] ?? '',
    );
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json()).toMatchObject({
      myRole: 'manager',
      myVenueIds: [venues.a],
      invitations: [],
    });
    expect(asManager.json<{ members: unknown[] }>().members).toHaveLength(4);
    const asRemoved = await call(
      t,
      'GET',
      apiPaths.organisation.root,
      people['removed member'] ?? '',
    );
    expect(asRemoved.statusCode).toBe(404);
    const { cookie: applicant } = await (async () => {
      const user = await buildUser(t);
      return { cookie: await sessionCookieOf(t, user) };
    })();
    expect((await call(t, 'GET', apiPaths.organisation.root, applicant)).statusCode).toBe(403);
  });

  it('keeps organisation changes to owners and admins, and nobody changes the owner or themself', async () => {
    const manager = people['manager of venue A'] ?? '';
    const refused = await call(t, 'POST', apiPaths.organisation.venues, manager, {
      venueName: 'Casa Este',
    });
    expect(refused.statusCode).toBe(403);
    const invite = await call(t, 'POST', apiPaths.organisation.invitations, manager, {
      email: uniqueEmail('nobody'),
      role: 'admin',
    });
    expect(invite.statusCode).toBe(403);
    const organisation = (
      await call(t, 'GET', apiPaths.organisation.root, people.admin ?? '')
    ).json<{
      members: { id: string; role: string; email: string }[];
    }>();
    const owner = organisation.members.find((member) => member.role === 'owner');
    const asAdmin = await call(
      t,
      'DELETE',
      apiPaths.organisation.member(owner?.id ?? ''),
      people.admin ?? '',
    );
    expect(asAdmin.statusCode).toBe(404);
  });

  it('moves a manager to another venue at once', async () => {
    const organisation = (
      await call(t, 'GET', apiPaths.organisation.root, people.owner ?? '')
    ).json<{
      members: { id: string; venueIds: string[] }[];
    }>();
    const managerB = organisation.members.find((member) => member.venueIds[0] === venues.b);
    const moved = await call(
      t,
      'PUT',
      apiPaths.organisation.member(managerB?.id ?? ''),
      people.owner ?? '',
      {
        role: 'manager',
        venueIds: [venues.a],
      },
    );
    expect(moved.statusCode, moved.body).toBe(204);
    const cookie = people['manager of venue B'] ?? '';
    expect((await call(t, 'GET', apiPaths.application(applications.b), cookie)).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', apiPaths.application(applications.a), cookie)).statusCode).toBe(
      200,
    );
    // Back as it was, for the table.
    await call(t, 'PUT', apiPaths.organisation.member(managerB?.id ?? ''), people.owner ?? '', {
      role: 'manager',
      venueIds: [venues.b],
    });
  });

  it('tells the assignee and followers of a listing, and nobody else at another venue', async () => {
    const managerA = people['manager of venue A'] ?? '';
    const managerB = people['manager of venue B'] ?? '';
    // Job A was posted by the owner, its assignee; venue A's manager follows it.
    expect(
      (await call(t, 'PUT', apiPaths.jobs.follow(jobs.a), managerA, { following: true }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(t, 'PUT', apiPaths.jobs.follow(jobs.a), managerB, { following: true }))
        .statusCode,
    ).toBe(403);
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, jobs.a, applyInput.parse({}));
    const bell = async (cookie: string) =>
      (await call(t, 'GET', apiPaths.notifications.list, cookie))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    const ringing = `application:${application.id}`;
    expect(await bell(managerA)).toContain(ringing);
    expect(await bell(people.owner ?? '')).toContain(ringing);
    expect(await bell(people.admin ?? '')).not.toContain(ringing);
    expect(await bell(managerB)).not.toContain(ringing);
    const { rows: mailed } = await t.database.pool.query<{ recipient_id: string }>(
      `SELECT recipient_id FROM mail_events WHERE subject_id = $1 ORDER BY recipient_id`,
      [application.id],
    );
    expect(mailed.map((row) => row.recipient_id).sort()).toEqual(
      [userIds.owner, userIds['manager of venue A']].sort(),
    );
    // The listing goes to venue A's manager; venue B's cannot take it.
    const toB = await call(t, 'PUT', apiPaths.jobs.assignee(jobs.a), people.owner ?? '', {
      assigneeId: userIds['manager of venue B'],
    });
    expect(toB.statusCode).toBe(400);
    const toA = await call(t, 'PUT', apiPaths.jobs.assignee(jobs.a), people.owner ?? '', {
      assigneeId: userIds['manager of venue A'],
    });
    expect(toA.statusCode).toBe(204);
    const listed = (await call(t, 'GET', apiPaths.jobs.mine, managerA)).json<{
      items: { id: string; assignee: { id: string } | null; following: boolean }[];
    }>();
    expect(listed.items.find((job) => job.id === jobs.a)).toMatchObject({
      assignee: { id: userIds['manager of venue A'] },
      following: true,
    });
    // Moved to venue B, the manager stops hearing of venue A's listing: the owner does again.
    const organisation = (
      await call(t, 'GET', apiPaths.organisation.root, people.owner ?? '')
    ).json<{
      members: { id: string; userId: string }[];
    }>();
    const memberId = organisation.members.find(
      (member) => member.userId === userIds['manager of venue A'],
    )?.id;
    const move = (venueId: string) =>
      call(t, 'PUT', apiPaths.organisation.member(memberId ?? ''), people.owner ?? '', {
        role: 'manager',
        venueIds: [venueId],
      });
    expect((await move(venues.b)).statusCode).toBe(204);
    const { rows } = await t.database.pool.query(
      `SELECT j.assignee_id, (SELECT count(*)::int FROM job_followers f WHERE f.job_id = j.id) AS followers
         FROM jobs j WHERE j.id = $1`,
      [jobs.a],
    );
    expect(rows).toEqual([{ assignee_id: null, followers: 0 }]);
    expect((await move(venues.a)).statusCode).toBe(204);
  });

  it("names the member who moved an application to the venue's members, never to the applicant", async () => {
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, jobs.b, applyInput.parse({}));
    const moved = await call(
      t,
      'POST',
      `${apiPaths.application(application.id)}/status`,
      people['manager of venue B'] ?? '',
      { status: 'Reviewed' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const moveSeenBy = async (cookie: string) =>
      (await call(t, 'GET', apiPaths.application(application.id), cookie))
        .json<{ timeline: { kind: string; byYou: boolean; memberName: string | null }[] }>()
        .timeline.find((entry) => entry.kind === 'status_changed');
    expect(await moveSeenBy(people.owner ?? '')).toMatchObject({
      byYou: false,
      memberName: 'Test Person',
    });
    expect(await moveSeenBy(people['manager of venue B'] ?? '')).toMatchObject({ byYou: true });
    expect(await moveSeenBy(await sessionCookieOf(t, applicant))).toMatchObject({
      byYou: false,
      memberName: null,
    });
    // The venue answered it, whoever of the team did (its responsiveness counts it).
    await computeResponsiveness(t.database.db);
    const { rows } = await t.database.pool.query(
      'SELECT answered FROM venue_responsiveness WHERE restaurant_id = $1',
      [venues.b],
    );
    expect(rows[0]?.answered).toBeGreaterThanOrEqual(1);
  });

  it("lets a venue's manager message its applicant, named as the venue; the applicant answers the listing's contact", async () => {
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, jobs.b, applyInput.parse({}));
    const applicantCookie = await sessionCookieOf(t, applicant);
    const started = await call(
      t,
      'POST',
      apiPaths.messaging.conversations,
      people['manager of venue B'] ?? '',
      { recipientId: applicant.id, applicationId: application.id },
    );
    expect(started.statusCode, started.body).toBeLessThan(300);
    // Venue A's manager may not talk about venue B's application.
    const refused = await call(
      t,
      'POST',
      apiPaths.messaging.conversations,
      people['manager of venue A'] ?? '',
      { recipientId: applicant.id, applicationId: application.id },
    );
    expect(refused.statusCode).toBe(404);
    const listed = (await call(t, 'GET', apiPaths.messaging.conversations, applicantCookie)).json<{
      items: { other: { venueName: string | null } | null }[];
    }>();
    expect(listed.items.map((item) => item.other?.venueName)).toEqual(['Casa Sur']);
    // The applicant's "Message" goes to the listing's assignee: the owner, who posted it.
    const detail = (
      await call(t, 'GET', apiPaths.application(application.id), applicantCookie)
    ).json<{
      venueContactId: string;
    }>();
    expect(detail.venueContactId).toBe(userIds.owner);
  });

  it("shares one set of message templates and private tags across the team's venues", async () => {
    const tagged = await call(t, 'POST', apiPaths.applicationTags.list, people.owner ?? '', {
      name: 'Weekends only',
    });
    expect(tagged.statusCode, tagged.body).toBe(201);
    const tagId = tagged.json<{ id: string }>().id;
    const managerB = people['manager of venue B'] ?? '';
    const written = await call(t, 'POST', apiPaths.messageTemplates.list, managerB, {
      name: 'Trial shift',
      body: 'Could you come for a trial shift this week?',
    });
    expect(written.statusCode, written.body).toBe(201);
    const names = async (cookie: string) => ({
      tags: (await call(t, 'GET', apiPaths.applicationTags.list, cookie))
        .json<{ items: { name: string }[] }>()
        .items.map((tag) => tag.name),
      templates: (await call(t, 'GET', apiPaths.messageTemplates.list, cookie))
        .json<{ items: { name: string }[] }>()
        .items.map((template) => template.name),
    });
    for (const who of ['owner', 'admin', 'manager of venue A', 'manager of venue B']) {
      expect(await names(people[who] ?? ''), who).toEqual({
        tags: ['Weekends only'],
        templates: ['Trial shift'],
      });
    }
    expect(await names(people['another organisation'] ?? '')).toEqual({ tags: [], templates: [] });
    // The manager of venue B puts the owner's tag on their venue's application.
    const put = await call(t, 'PUT', apiPaths.applicationTagsOf(applications.b), managerB, {
      tagIds: [tagId],
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('writes invitations, joins, role changes and removals to the audit log', async () => {
    const organisation = (
      await call(t, 'GET', apiPaths.organisation.root, people.owner ?? '')
    ).json<{
      id: string;
    }>();
    const { rows } = await t.database.pool.query<{ action: string; n: number }>(
      `SELECT action, count(*)::int AS n FROM admin_audit_log
        WHERE target_type = 'organisation' AND target_id = $1 GROUP BY action ORDER BY action`,
      [organisation.id],
    );
    expect(rows).toEqual([
      { action: 'organisation.invite', n: 4 },
      { action: 'organisation.join', n: 4 },
      { action: 'organisation.member_remove', n: 1 },
      { action: 'organisation.role_change', n: 4 },
    ]);
  });

  it('keeps one thread per application between its applicant and the venue, shared by the members in it', async () => {
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, jobs.a, applyInput.parse({}));
    const applicantCookie = await sessionCookieOf(t, applicant);
    const owner = people.owner ?? '';
    const managerA = people['manager of venue A'] ?? '';
    const open = async (cookie: string, recipientId: string) => {
      const answer = await call(t, 'POST', apiPaths.messaging.conversations, cookie, {
        recipientId,
        applicationId: application.id,
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return answer.json<{ id: string }>().id;
    };
    const send = async (cookie: string, id: string, content: string) => {
      const sent = await call(t, 'POST', apiPaths.messaging.messages(id), cookie, { content });
      expect(sent.statusCode, sent.body).toBe(201);
    };
    const unread = async (cookie: string) =>
      (await call(t, 'GET', apiPaths.messaging.unreadCount, cookie)).json<{ count: number }>()
        .count;
    const thread = async (cookie: string, id: string) =>
      (await call(t, 'GET', apiPaths.messaging.messages(id), cookie))
        .json<{ items: { content: string; read: boolean }[] }>()
        .items.map((message) => `${message.content}${message.read ? ' (read)' : ''}`);

    const id = await open(managerA, applicant.id);
    await send(managerA, id, 'Can you do a trial on Friday?');
    // The applicant's "Message" (to the listing's contact, the owner) and the owner find it.
    expect(await open(applicantCookie, userIds.owner ?? '')).toBe(id);
    expect(await open(owner, applicant.id)).toBe(id);
    expect(await thread(owner, id)).toEqual(['Can you do a trial on Friday?']);
    await send(applicantCookie, id, 'Yes, Friday works.');
    expect([await unread(owner), await unread(managerA)]).toEqual([1, 1]);
    const bell = (await call(t, 'GET', apiPaths.notifications.list, managerA)).json<{
      items: { kind: string; params: { senderName?: string } }[];
    }>();
    expect(bell.items.filter((item) => item.kind === 'new_message')).toEqual([
      expect.objectContaining({ params: { senderName: expect.any(String) as string } }),
    ]);
    // The venue's members see each other in it; the applicant sees one thread, the venue.
    const seen = (await call(t, 'GET', apiPaths.messaging.conversation(id), managerA)).json<{
      other: { id: string };
      teammates: { id: string }[];
    }>();
    expect(seen.other.id).toBe(applicant.id);
    expect(seen.teammates.map((mate) => mate.id)).toEqual([userIds.owner]);
    const listed = (await call(t, 'GET', apiPaths.messaging.conversations, applicantCookie)).json<{
      items: { id: string; teammates: unknown[]; other: { venueName: string } }[];
    }>();
    expect(listed.items).toEqual([
      expect.objectContaining({
        id,
        teammates: [],
        other: expect.objectContaining({ venueName: 'Casa Norte' }) as unknown,
      }),
    ]);
    // What one member reads is read for the venue; what one writes reaches the applicant once.
    const read = await call(t, 'POST', apiPaths.messaging.read(id), owner);
    expect(read.json()).toEqual({ updated: 1 });
    expect(await unread(managerA)).toBe(0);
    await send(owner, id, 'Great, see you at 10.');
    expect(await unread(applicantCookie)).toBe(2);
    expect(await thread(applicantCookie, id)).toEqual([
      'Can you do a trial on Friday?',
      'Yes, Friday works. (read)',
      'Great, see you at 10.',
    ]);

    // An applicant who deletes their account leaves "Deleted user" to the venue, not a teammate.
    const { applicant: leaver } = await buildApplicantWithResume(t);
    const leaverApplication = await applyToJob(t.ctx, leaver, jobs.a, applyInput.parse({}));
    const leaverThread = (
      await call(t, 'POST', apiPaths.messaging.conversations, managerA, {
        recipientId: leaver.id,
        applicationId: leaverApplication.id,
      })
    ).json<{ id: string }>().id;
    expect(
      (
        await call(t, 'POST', apiPaths.messaging.conversations, owner, {
          recipientId: leaver.id,
          applicationId: leaverApplication.id,
        })
      ).json<{ id: string }>().id,
    ).toBe(leaverThread);
    await t.database.pool.query('DELETE FROM users WHERE id = $1', [leaver.id]);
    const orphan = (
      await call(t, 'GET', apiPaths.messaging.conversation(leaverThread), owner)
    ).json<{
      other: unknown;
      teammates: { id: string }[];
    }>();
    expect(orphan.other).toBeNull();
    expect(orphan.teammates.map((mate) => mate.id)).toEqual([userIds['manager of venue A']]);
    const unanswered = await call(t, 'POST', apiPaths.messaging.messages(leaverThread), owner, {
      content: 'Are you still there?',
    });
    expect(unanswered.json().error.code).toBe('recipient_unavailable');

    // A member moved off the venue leaves its threads; one left with nobody of the venue gets
    // the listing's contact, so the applicant still reaches the venue.
    const { applicant: other } = await buildApplicantWithResume(t);
    const second = await applyToJob(t.ctx, other, jobs.a, applyInput.parse({}));
    const lone = await join(t, owner, { role: 'manager', venueIds: [venues.a] });
    const started = await call(t, 'POST', apiPaths.messaging.conversations, lone.cookie, {
      recipientId: other.id,
      applicationId: second.id,
    });
    const loneThread = started.json<{ id: string }>().id;
    await send(lone.cookie, loneThread, 'Are you free for a call?');
    const organisation = (await call(t, 'GET', apiPaths.organisation.root, owner)).json<{
      members: { id: string; userId: string }[];
    }>();
    const membership = organisation.members.find((entry) => entry.userId === lone.user.id);
    const moved = await call(t, 'PUT', apiPaths.organisation.member(membership?.id ?? ''), owner, {
      role: 'manager',
      venueIds: [venues.b],
    });
    expect(moved.statusCode, moved.body).toBe(204);
    expect(
      (await call(t, 'GET', apiPaths.messaging.messages(loneThread), lone.cookie)).statusCode,
    ).toBe(404);
    const ownerBefore = await unread(owner);
    await send(await sessionCookieOf(t, other), loneThread, 'Yes, call me after 3.');
    expect(await unread(owner)).toBe(ownerBefore + 1);

    // So does a thread whose only member of the venue deleted their account.
    const { applicant: third } = await buildApplicantWithResume(t);
    const thirdApplication = await applyToJob(t.ctx, third, jobs.a, applyInput.parse({}));
    const leaving = await join(t, owner, { role: 'manager', venueIds: [venues.a] });
    const leavingThread = (
      await call(t, 'POST', apiPaths.messaging.conversations, leaving.cookie, {
        recipientId: third.id,
        applicationId: thirdApplication.id,
      })
    ).json<{ id: string }>().id;
    await send(leaving.cookie, leavingThread, 'Could you start on Monday?');
    await t.database.pool.query('DELETE FROM users WHERE id = $1', [leaving.user.id]);
    const ownerBeforeThird = await unread(owner);
    await send(await sessionCookieOf(t, third), leavingThread, 'Monday is fine.');
    expect(await unread(owner)).toBe(ownerBeforeThird + 1);
  });

  it('lets a removed member set up their own venue again, and nobody who works for one', async () => {
    const removed = people['removed member'] ?? '';
    const before = await call(t, 'GET', apiPaths.organisation.root, removed);
    expect(before.statusCode).toBe(404);
    const started = await call(t, 'POST', apiPaths.organisation.root, removed);
    expect(started.statusCode, started.body).toBe(201);
    const own = started.json<{ myRole: string; venues: unknown[]; members: unknown[] }>();
    expect(own).toMatchObject({ myRole: 'owner' });
    expect([own.venues.length, own.members.length]).toEqual([1, 1]);
    // Their new venue is theirs alone: the old organisation's applications stay out of reach.
    const read = await call(t, 'GET', apiPaths.application(applications.a), removed);
    expect(read.statusCode).toBe(404);
    for (const cookie of [removed, people['manager of venue A'] ?? '']) {
      const again = await call(t, 'POST', apiPaths.organisation.root, cookie);
      expect(again.json().error.code).toBe('already_member');
    }
  });
});
