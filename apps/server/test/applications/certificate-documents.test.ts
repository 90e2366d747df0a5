import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type { AdminUserDetail } from '@brigade/shared/admin/users';
import type { CertificationView, ResumeView } from '@brigade/shared/resumes/resume-answers';
import { apiPaths } from '@brigade/shared/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema/admin-audit-log.ts';
import { certificateChecks } from '../../src/db/schema/certificate-checks.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { sessionCookieOf, signedInUser, STRONG_PASSWORD } from '../support/accounts.ts';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { resumeDefaults } from '../support/resumes.ts';
import { call, seedFile, useFilesTestApp, type Person } from '../files/stored-file-fixtures.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * The certificate wallet (issue 16 part 3): a certificate's document is one of the person's own
 * files, opened only by the venues they applied to; such a venue may mark it checked, which an
 * admin may remove (audited); Browse Applicants finds resumes by a certificate held.
 */
describe('certificate documents and checks', () => {
  const t = useFilesTestApp();
  let applicant: Person;
  let venue: Person;
  let otherVenue: Person;
  let admin: Person;
  let applicationId: string;
  let headline: string;

  const saveResume = (who: Person, certifications: object[], extra: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: apiPaths.resume,
      headers: { cookie: who.cookie },
      payload: { ...resumeDefaults, headline, ...extra, certifications },
    });
  const certificatesOf = async (who: Person): Promise<CertificationView[]> =>
    (await call(t, 'GET', apiPaths.resume, who)).json<{ resume: ResumeView }>().resume
      .certifications;
  const applicationAs = async (who: Person) =>
    (await call(t, 'GET', apiPaths.application(applicationId), who)).json<ApplicationDetail>();
  const check = (who: Person, certificateId: string) =>
    call(t, 'POST', apiPaths.applicationCertificateCheck(applicationId, certificateId), who);

  beforeAll(async () => {
    headline = `Bartender ${uniqueWord('Cert')}`;
    applicant = await signedInUser(t, 'applicant');
    expect((await saveResume(applicant, [])).statusCode).toBe(200);
    const job = await buildJob(t);
    venue = {
      user: { ...job.restaurant, password: STRONG_PASSWORD },
      cookie: await sessionCookieOf(t, job.restaurant),
    };
    ({ id: applicationId } = await applyToJob(t.ctx, applicant.user, job.id, { coverNote: '' }));
    otherVenue = await signedInUser(t, 'restaurant');
    admin = await signedInUser(t, 'admin');
  });

  it('links only the person’s own files, and keeps each certificate’s id across saves', async () => {
    const theirs = await seedFile(t, otherVenue, { fileName: 'not-mine.pdf' });
    const refused = await saveResume(applicant, [
      { kind: 'food_hygiene', expiresOn: inDays(200), fileId: theirs.id },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('certificate_document_invalid');

    const own = await seedFile(t, applicant, { fileName: 'hygiene.pdf' });
    const saved = await saveResume(applicant, [
      { kind: 'food_hygiene', expiresOn: inDays(200), fileId: own.id },
      { kind: 'first_aid', expiresOn: '' },
    ]);
    expect(saved.statusCode).toBe(200);
    const [hygiene, firstAid] = saved.json<{ resume: ResumeView }>().resume.certifications;
    expect(hygiene).toMatchObject({
      kind: 'food_hygiene',
      fileId: own.id,
      document: { fileName: 'hygiene.pdf', downloadUrl: apiPaths.files.download(own.id) },
      checkedAt: null,
    });
    expect(firstAid).toMatchObject({ fileId: '', document: null });

    // Saved again as the form sends it back: the ids stay.
    const again = await saveResume(applicant, saved.json().resume.certifications);
    expect(again.json().resume.certifications.map((c: CertificationView) => c.id)).toEqual([
      hygiene?.id,
      firstAid?.id,
    ]);
  });

  it('lets the venue applied to open the document, and nobody else', async () => {
    const [hygiene] = await certificatesOf(applicant);
    const fileId = hygiene?.fileId ?? '';
    const seenByVenue = (await applicationAs(venue)).resume?.certifications[0];
    expect(seenByVenue?.document?.fileName).toBe('hygiene.pdf');
    expect(seenByVenue?.fileId).toBe('');
    expect((await call(t, 'GET', apiPaths.files.download(fileId), venue)).statusCode).toBe(200);

    const resumeId = (await applicationAs(venue)).resume?.id ?? '';
    const seenByOther = (await call(t, 'GET', apiPaths.resumeById(resumeId), otherVenue)).json<{
      resume: ResumeView;
    }>().resume.certifications[0];
    expect(seenByOther).toMatchObject({ fileId: '', document: null });
    for (const who of [otherVenue, admin, null]) {
      expect((await call(t, 'GET', apiPaths.files.download(fileId), who)).statusCode).toBe(404);
    }
    expect((await applicationAs(admin)).resume?.certifications[0]?.document).toBeNull();
  });

  it('lets that venue mark a certificate with a document checked, once, until it changes', async () => {
    const [hygiene, firstAid] = await certificatesOf(applicant);
    const id = hygiene?.id ?? '';
    expect((await check(applicant, id)).statusCode).toBe(403);
    expect((await check(otherVenue, id)).statusCode).toBe(404);
    const noDocument = await check(venue, firstAid?.id ?? '');
    expect(noDocument.statusCode).toBe(409);
    expect(noDocument.json().error.code).toBe('certificate_check_unavailable');
    expect((await check(venue, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const checked = await check(venue, id);
    expect(checked.statusCode).toBe(200);
    expect(checked.json<ApplicationDetail>().resume?.certifications[0]?.checkedAt).toEqual(
      expect.any(String),
    );
    expect((await check(venue, id)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(certificateChecks)
      .where(eq(certificateChecks.certificateId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'food_hygiene', checkedBy: venue.user.id });

    // Everyone who sees the resume sees the mark, not which venue made it.
    expect((await certificatesOf(applicant))[0]?.checkedAt).not.toBeNull();

    // A new expiry date is a new claim: the old check no longer stands.
    const current = await certificatesOf(applicant);
    await saveResume(applicant, [{ ...current[0], expiresOn: inDays(400) }, ...current.slice(1)]);
    expect((await certificatesOf(applicant))[0]?.checkedAt).toBeNull();
    await saveResume(applicant, current);
    expect((await certificatesOf(applicant))[0]?.checkedAt).not.toBeNull();
  });

  it('lets an admin remove the mark, audited', async () => {
    const detail = (
      await call(t, 'GET', apiPaths.admin.user(applicant.user.id), admin)
    ).json<AdminUserDetail>();
    const [mark] = detail.certificateChecks ?? [];
    expect(mark).toMatchObject({ kind: 'food_hygiene', removedAt: null });
    const id = mark?.id ?? '';

    expect((await call(t, 'DELETE', apiPaths.admin.certificateCheck(id), venue)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'DELETE', apiPaths.admin.certificateCheck(id), admin)).statusCode).toBe(
      204,
    );
    expect((await call(t, 'DELETE', apiPaths.admin.certificateCheck(id), admin)).statusCode).toBe(
      404,
    );
    expect((await certificatesOf(applicant))[0]?.checkedAt).toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'certificate_check.remove'),
          eq(adminAuditLog.targetId, applicant.user.id),
        ),
      );
    expect(entry).toMatchObject({ adminId: admin.user.id, targetLabel: applicant.user.email });
    const after = (
      await call(t, 'GET', apiPaths.admin.user(applicant.user.id), admin)
    ).json<AdminUserDetail>();
    expect(after.certificateChecks?.[0]?.removedAt).toEqual(expect.any(String));
  });

  it('finds resumes in Browse Applicants by a certificate held today', async () => {
    const expired = await signedInUser(t, 'applicant');
    await saveResume(expired, [{ kind: 'food_hygiene', expiresOn: inDays(-1) }]);
    const search = async (certificate: string) =>
      (
        await call(
          t,
          'GET',
          `${apiPaths.resumes}?q=${encodeURIComponent(headline)}&certificate=${certificate}`,
          otherVenue,
        )
      )
        .json<{ items: { applicantId: string }[] }>()
        .items.map((item) => item.applicantId);
    expect(await search('food_hygiene')).toEqual([applicant.user.id]);
    expect(await search('first_aid')).toEqual([applicant.user.id]);
    expect(await search('alcohol_service')).toEqual([]);
  });
});
