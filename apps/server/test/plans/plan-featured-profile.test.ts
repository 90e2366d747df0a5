import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ResumeCard } from '@brigade/shared/resumes/resume-answers';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { uniqueWord } from '../support/jobs.ts';
import { putOnPlan } from '../support/plans.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

/** Pro's featured profile: first in Browse Applicants and marked; everyone stays visible. */
describe('plans: a featured profile (Pro)', () => {
  const t = useTestApp();

  it('puts a Pro member’s profile first and marks it, while free profiles stay listed', async () => {
    const word = uniqueWord('Sommelier');
    const pro = await buildApplicantWithResume(t, { headline: `${word} with Pro` });
    // Resumes saved in the same instant have no order (PGlite's clock counts milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const free = await buildApplicantWithResume(t, { headline: `${word} on Free` });
    const { cookie } = await signedInUser(t, 'restaurant');
    const browse = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPaths.resumes}?q=${word}`,
          headers: { cookie },
        })
      ).json<Page<ResumeCard>>();
    // Newest first while nobody is on Pro.
    expect((await browse()).items.map((card) => card.applicantId)).toEqual([
      free.applicant.id,
      pro.applicant.id,
    ]);
    await putOnPlan(t, pro.applicant, 'pro');
    const page = await browse();
    expect(page.items.map((card) => [card.applicantId, card.highlighted])).toEqual([
      [pro.applicant.id, true],
      [free.applicant.id, false],
    ]);
  });
});
