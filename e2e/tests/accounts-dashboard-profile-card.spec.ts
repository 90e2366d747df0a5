import { paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveResume } from '../support/resumes.ts';

const card = (page: Page) => page.getByRole('region', { name: 'Complete your profile' });

test('a job seeker’s dashboard lists what the profile lacks, until it is complete', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo);
  await page.goto(paths.applicant.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  // Without a resume, the card also points to Create Resume.
  await expect(card(page).getByRole('listitem')).toHaveText([
    'Headline',
    'City',
    'Phone',
    'Resume',
  ]);
  await expect(card(page).getByRole('link', { name: 'Create your resume' })).toHaveAttribute(
    'href',
    paths.applicant.createResume,
  );
  await saveResume(page.request);
  await page.reload();
  await expect(card(page).getByRole('listitem')).toHaveText(['Headline', 'City', 'Phone']);
  await expect(card(page).getByRole('link', { name: 'Create your resume' })).toHaveCount(0);
  // The dashboard's own content follows the card.
  await expect(page.getByRole('region', { name: 'Your applications' })).toBeVisible();

  await card(page).getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(paths.profile.edit);
  await page.getByLabel('Headline').fill('Barista');
  await page.getByLabel('City').fill('Madrid');
  await page.getByLabel('Phone').fill('+34 600 000 000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Your profile is complete' })).toBeVisible();

  await page.goto(paths.applicant.dashboard);
  await expect(page.getByRole('region', { name: 'Your applications' })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

test('a restaurant’s dashboard lists its venue’s missing details', async ({ page }, testInfo) => {
  await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await page.goto(paths.restaurant.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Listings');
  await expect(card(page).getByRole('listitem')).toHaveText([
    'Venue name',
    'Venue type',
    'Address',
    'City',
    'Postcode',
    'Country',
    'Phone',
  ]);
});
