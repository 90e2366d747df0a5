import { apiPaths, paths } from '@brigade/shared/routes';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { applyTo, giveVenue, postJob } from '../support/jobs.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

/** An applicant (signed in on `page`) who applied to a restaurant's job; the application's id. */
async function arrangeApplication(
  page: Page,
  browser: Browser,
  testInfo: TestInfo,
  clientIp: string,
) {
  const restaurant = await openSecondUser(browser, testInfo, clientIp);
  const venue = await createAccount(restaurant.page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(restaurant.page.request, venue);
  const job = await postJob(restaurant.page.request);
  await createAccount(page.request, testInfo);
  await saveResume(page.request, {
    headline: 'Line cook',
    roles: ['cook'],
    skills: ['grill'],
    availability: { fri: ['dinner'] },
    experience: [{ role: 'Cook', venue: 'Casa', from: '2020-01', to: '2022-02' }],
    visibility: 'visible',
  });
  const id = await applyTo(page.request, job.id, 'Hello');
  return { id, restaurant };
}

// The signed-in views of resumes and applications (accessibility.spec.ts visits them signed out).
for (const { colorScheme, details } of axeSchemes) {
  test(
    `resume, applications and Browse Applicants have no serious axe violation (${colorScheme})`,
    details,
    async ({ page, browser, clientIp }, testInfo) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      const { id, restaurant } = await arrangeApplication(page, browser, testInfo, clientIp);
      await restaurant.page.emulateMedia({ colorScheme });

      await page.goto(paths.applicant.createResume);
      await page.getByLabel('Headline').fill('');
      await page.getByRole('button', { name: 'Save resume' }).click();
      await expect(page.getByLabel('Headline')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page), 'Create Resume').toEqual([]);

      await page.goto(paths.applicant.applications);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page), 'My Applications').toEqual([]);

      await page.goto(paths.applicant.application(id));
      await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
      expect(await seriousViolations(page), 'Application Details').toEqual([]);
      await page.getByRole('button', { name: 'Withdraw application' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'Withdraw dialog').toEqual([]);

      await page.goto(paths.applicant.dashboard);
      await expect(page.getByRole('region', { name: 'Jobs for you' })).toBeVisible();
      expect(await seriousViolations(page), 'Dashboard').toEqual([]);

      await restaurant.page.goto(paths.restaurant.application(id));
      await expect(restaurant.page.getByRole('region', { name: 'Resume' })).toBeVisible();
      expect(await seriousViolations(restaurant.page), 'Review Application').toEqual([]);
      const scheduled = await restaurant.page.request.put(`${apiPaths.application(id)}/interview`, {
        data: { localDateTime: '2031-03-10T11:00', timeZone: 'Europe/Madrid', location: 'The bar' },
      });
      expect(scheduled.status()).toBe(200);
      await restaurant.page.reload();
      await restaurant.page.getByRole('button', { name: 'Cancel interview' }).click();
      await expect(restaurant.page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(restaurant.page), 'Cancel interview dialog').toEqual([]);

      await restaurant.page.goto(paths.restaurant.dashboard);
      await restaurant.page.getByRole('combobox', { name: 'Job' }).click();
      await expect(restaurant.page.getByRole('option').nth(1)).toBeVisible();
      expect(await seriousViolations(restaurant.page), 'Inbox job filter, open').toEqual([]);

      await restaurant.page.goto(paths.applications);
      await expect(restaurant.page.getByRole('list', { name: 'Applicants' })).toBeVisible();
      expect(await seriousViolations(restaurant.page), 'Browse Applicants').toEqual([]);
      await restaurant.close();
    },
  );
}
