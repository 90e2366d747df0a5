import { readFile } from 'node:fs/promises';
import { apiPaths, paths } from '@brigade/shared/routes';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { signInAsRootAdmin } from '../support/admin.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Events of a fresh account, recorded by the server: its sign-up, two failed sign-ins (which
 * name the address, not the account) and one that succeeds.
 */
async function makeEvents(request: APIRequestContext, testInfo: TestInfo) {
  const account = await createAccount(request, testInfo);
  const signIn = (password: string) =>
    request.post(`${apiPaths.auth.signIn}?portal=user`, {
      data: { email: account.email, password },
    });
  for (const wrong of ['Wrong#Pass1', 'Wrong#Pass2']) {
    expect((await signIn(wrong)).status()).toBe(401);
  }
  expect((await signIn(account.password)).status()).toBe(200);
  return account;
}

/** The number the list says it holds ("12 events"). */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ events?$/).textContent();
  return Number(text?.split(' ')[0]);
}

/** The event rows or cards on screen (a table on desktop, cards on phones). */
const shownEvents = (page: Page) => page.locator('[data-event-id]:visible');

async function applyFilters(page: Page, filters: { severity?: string; type?: string }) {
  const form = page.getByRole('search', { name: 'Filter security events' });
  if (filters.severity !== undefined) {
    await form.getByLabel('Severity', { exact: true }).selectOption(filters.severity);
  }
  if (filters.type !== undefined) {
    await form.getByLabel('Type', { exact: true }).selectOption(filters.type);
  }
  await form.getByRole('button', { name: 'Apply filters' }).click();
}

test(
  'the root admin narrows security events by user, severity and type, and exports them',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const account = await makeEvents(request, testInfo);
    await signInAsRootAdmin(page);
    await page.goto(paths.security);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Center');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await expect(page.getByRole('table', { name: /by severity/ })).toBeVisible();
    await expect(shownEvents(page).first()).toBeVisible();
    const everything = await shownCount(page);

    // By user: the address finds the account's events and the failed sign-ins naming it.
    const form = page.getByRole('search', { name: 'Filter security events' });
    await form.getByLabel('User (e-mail or ID)').fill(account.email);
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]user=/);
    await expect.poll(() => shownCount(page)).toBeLessThan(everything);
    const forUser = await shownCount(page);
    expect(forUser).toBeGreaterThanOrEqual(3);
    for (const event of await shownEvents(page).all()) {
      await expect(event).toContainText(account.email);
    }

    // And by severity: only the two failed sign-ins are medium.
    await applyFilters(page, { severity: 'medium' });
    await expect(page).toHaveURL(/[?&]severity=medium/);
    await expect(page.getByText(/^\d+ events?$/)).toHaveText('2 events');
    for (const event of await shownEvents(page).all()) {
      await expect(event).toContainText('Failed sign-in');
      await expect(event).toContainText('Medium');
    }

    // By type instead: the one successful sign-in.
    await applyFilters(page, { severity: '', type: 'sign_in_succeeded' });
    await expect(page).toHaveURL(/[?&]type=sign_in_succeeded/);
    await expect(page.getByText(/^\d+ events?$/)).toHaveText('1 event');
    await expect(shownEvents(page)).toHaveCount(1);
    await expect(shownEvents(page)).toContainText('Successful sign-in');

    // The filters survive a reload (they are the URL).
    await page.reload();
    await expect(page.getByText(/^\d+ events?$/)).toHaveText('1 event');
    await expect(form.getByLabel('Type', { exact: true })).toHaveValue('sign_in_succeeded');

    // Export CSV downloads the events of the current filters.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^security-events-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"occurredAt","severity","type","userId","userEmail","ip","details"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"sign_in_succeeded"');
    expect(lines[1]).toContain(account.email);

    // The export is an admin action, listed under Admin actions.
    await page.getByRole('link', { name: 'Admin actions' }).click();
    await expect(page).toHaveURL(/[?&]view=admin-actions/);
    await expect(
      page
        .getByRole('list', { name: 'Admin actions' })
        .getByText(/security_events\.export/)
        .first(),
    ).toBeVisible();
  },
);

for (const { colorScheme, details } of axeSchemes) {
  test(
    `the Security Center has no serious axe violation (${colorScheme})`,
    details,
    async ({ page, request }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      await makeEvents(request, testInfo);
      await signInAsRootAdmin(page);
      await page.goto(paths.security);
      await expect(shownEvents(page).first()).toBeVisible();
      expect(await seriousViolations(page), 'events').toEqual([]);

      await page.getByRole('link', { name: 'Admin actions' }).click();
      await expect(page.getByRole('heading', { name: 'Admin actions', level: 2 })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: 'Admin actions' })
          .or(page.getByRole('heading', { name: 'No admin actions yet.' })),
      ).toBeVisible();
      expect(await seriousViolations(page), 'admin actions').toEqual([]);
    },
  );
}
