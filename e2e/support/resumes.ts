import { apiPaths } from '@brigade/shared/routes';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A resume that passes every rule. */
export const sampleResume = {
  headline: 'Line cook, 5 years in busy brasseries',
  summary: 'Fast, tidy and calm on the pass.',
  roles: ['cook'],
  skills: ['grill', 'sauces'],
  visibility: 'visible',
} as const satisfies ResumeFormValues;

/** Saves the signed-in applicant's resume through the API (`page.request` carries the session). */
export async function saveResume(
  request: APIRequestContext,
  resume: ResumeFormValues = sampleResume,
): Promise<void> {
  const response = await request.put(apiPaths.resume, { data: resume });
  expect(response.status(), await response.text()).toBe(200);
}
