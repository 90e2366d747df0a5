import { paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant, openFilters } from '../support/job-board.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';

// The views with content (accessibility.spec.ts visits the static routes, signed out and empty).
for (const { colorScheme, details } of axeSchemes) {
  test(
    `Browse Jobs, a job page and the restaurant's pages have no serious axe violation (${colorScheme})`,
    details,
    async ({ page, playwright, clientIp }, testInfo) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme });
      const city = uniqueWord('Axeville');
      const other = await newRestaurant(
        playwright,
        testInfo,
        clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 90) % 256}`),
        { city },
      );
      const job = await postJob(other, {
        title: 'Head bartender',
        city,
        salary: 14,
        tipModel: 'pooled',
        requirements: ['Cocktail experience'],
        shifts: { fri: ['dinner', 'late'], sat: ['dinner', 'late'] },
      });
      await other.dispose();

      // Signed out: results, the job page with its sign-in prompt, the home page's latest jobs.
      await page.goto(`${paths.jobs}?city=${city}`);
      await expect(page.getByRole('heading', { name: 'Head bartender' })).toBeVisible();
      await openFilters(page, testInfo);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(paths.job(job.id));
      await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(paths.home);
      await expect(page.getByRole('list', { name: 'Latest jobs' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // A restaurant: Manage Listings with a listing, Post a Job with its errors, the edit page.
      const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
      await giveVenue(page.request, account, { city });
      const mine = await postJob(page.request, { title: 'Weekend host', city });
      await page.goto(paths.restaurant.dashboard);
      await expect(page.getByRole('heading', { name: 'Weekend host' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(paths.restaurant.createListing);
      await page.getByRole('button', { name: 'Add a requirement' }).click();
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText('Please enter a job title.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(paths.job(mine.id));
      await expect(page.getByRole('link', { name: 'Edit listing' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}
