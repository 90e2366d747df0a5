import { resumeInput, type ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import type { SessionUser } from '@brigade/shared/session';
import { saveResume } from '../../src/services/resumes/save-resume.ts';
import { buildUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const resumeDefaults = {
  headline: 'Line cook, 5 years in busy brasseries',
  summary: 'Fast, tidy and calm on the pass.',
  roles: ['cook', 'chef'],
  skills: ['grill', 'sauces', 'knife work'],
  languages: ['English', 'French'],
  availability: { fri: ['dinner', 'late'], sat: ['lunch', 'dinner'] },
  visibility: 'visible',
} as const satisfies ResumeFormValues;

/** An applicant (new unless given) with a resume saved through the service. */
export async function buildApplicantWithResume(
  t: TestApp,
  options: Partial<ResumeFormValues> & { applicant?: SessionUser & { password: string } } = {},
) {
  const { applicant: given, ...overrides } = options;
  const applicant = given ?? (await buildUser(t, { userType: 'applicant' }));
  const resume = await saveResume(
    t.ctx,
    applicant.id,
    resumeInput.parse({ ...resumeDefaults, ...overrides }),
  );
  return { applicant, resume };
}
