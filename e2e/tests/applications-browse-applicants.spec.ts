import { paths } from '@brigade/shared/routes';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveProfile, uniqueWord } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';

/** An applicant in `city` with the given resume (created through the API, then signed out). */
async function applicantWith(
  page: Page,
  testInfo: Parameters<typeof createAccount>[1],
  firstName: string,
  city: string,
  resume: ResumeFormValues,
): Promise<void> {
  const account = await createAccount(page.request, testInfo, { firstName });
  await saveProfile(page.request, { firstName, lastName: account.lastName, city });
  await saveResume(page.request, resume);
  await page.request.post('/api/auth/sign-out');
}

const results = (page: Page) =>
  page.getByRole('list', { name: 'Applicants' }).locator(':scope > li');
const search = (page: Page) => page.getByRole('button', { name: 'Search' }).click();

test('Browse Applicants: every filter narrows the results, and lives in the URL', async ({
  page,
}, testInfo) => {
  const city = uniqueWord('Villa');
  const skill = uniqueWord('flambe');
  await applicantWith(page, testInfo, 'Lucia', city, {
    headline: 'Grill cook',
    roles: ['cook'],
    skills: [skill],
    availability: { mon: ['dinner'] },
    visibility: 'visible',
  });
  await applicantWith(page, testInfo, 'Pablo', city, {
    headline: 'Cocktail bartender',
    roles: ['bartender'],
    skills: ['cocktails'],
    availability: { sat: ['late'], mon: ['lunch'] },
    visibility: 'visible',
  });
  await applicantWith(page, testInfo, 'Hidden', city, {
    headline: 'Private cook',
    roles: ['cook'],
    skills: [skill],
    availability: { mon: ['dinner'] },
    visibility: 'private',
  });
  await createAccount(page.request, testInfo, { userType: 'restaurant' });

  await page.goto(paths.applications);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Applicants');
  await page.getByLabel('City').fill(city);
  await search(page);
  await expect(page).toHaveURL(`${paths.applications}?city=${city}`);
  // Private resumes are never listed.
  await expect(results(page)).toHaveCount(2);
  await expect(page.getByText('Hidden')).toHaveCount(0);

  await page.getByLabel('Role').selectOption('cook');
  await search(page);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('Lucia');

  await page.getByLabel('Role').selectOption('');
  await page.getByLabel('Available on').selectOption('sat');
  await search(page);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('Pablo');

  await page.getByLabel('Available on').selectOption('mon');
  await page.getByLabel('Part of the day').selectOption('dinner');
  await search(page);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('Lucia');
  // The search survives a reload.
  await page.reload();
  await expect(page.getByLabel('Part of the day')).toHaveValue('dinner');
  await expect(results(page)).toHaveCount(1);

  await page.goto(`${paths.applications}?q=${skill}`);
  await expect(page.getByLabel('Words or skill')).toHaveValue(skill);
  await expect(results(page)).toHaveCount(1);
  await results(page).getByRole('link', { name: /Lucia/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucia García');
  await expect(page.getByRole('region', { name: 'Resume' })).toContainText('Grill cook');
  await expect(page.getByRole('region', { name: 'Resume' })).toContainText('Monday');

  await page.goto(`${paths.applications}?city=${city}&q=nothingmatchesthis`);
  await expect(page.getByText('No applicants found')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(paths.applications);
});
