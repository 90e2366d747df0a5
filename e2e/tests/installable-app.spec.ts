import { paths } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { postJob, uniqueWord } from '../support/jobs.ts';

const otherIp = (clientIp: string) =>
  clientIp.replace(/\.(\d+)$/, (_, n: string) => `.${(Number(n) + 100) % 256}`);

test('the installable app opens a job viewed before while offline', async ({
  browser,
  playwright,
  clientIp,
}, testInfo) => {
  const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp));
  const title = `${uniqueWord('Sommelier')} wanted`;
  const job = await postJob(restaurant, { title });
  await restaurant.dispose();

  // A context of its own with service workers allowed (the other journeys block them, see
  // playwright.config.ts), so the one it installs serves no other test.
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  try {
    const page = await context.newPage();
    await page.goto(paths.home);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(((await manifest.json()) as { display: string }).display).toBe('standalone');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(worker).toMatch(/\/sw\.js$/);
    // The worker claims the open page; from then on what the app fetches passes through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own installability check (what Lighthouse's "installable" audit asked it).
    const devtools = await context.newCDPSession(page);
    const { errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito ones, which Chromium never installs from.
    const blocking = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    expect(blocking).toEqual([]);
    // Left attached, the session keeps Chromium from emulating the offline network below.
    await devtools.detach();

    await page.goto(paths.job(job.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Viewed means kept: the worker stores its copy of the page after answering, so a person
    // who goes offline that very instant has none yet. Wait until the copy is in its cache.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForFunction(
      async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined,
      page.url(),
    );
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeEmpty();

    await context.setOffline(true);
    await page.reload();
    await expect(banner).toContainText('You are offline');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toBeEmpty();
  } finally {
    await context.close();
  }
});
