import { paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { signInAsRootAdmin } from '../support/admin.ts';
import { openAdminUser } from '../support/admin-users.ts';
import { expect, test } from '../support/fixtures.ts';
import { giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { openSecondUser } from '../support/second-user.ts';

test('Starter refuses a second open listing with the plan message; an admin grants Growth, it opens, and a boost puts the older one first', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  // A restaurant on the free Starter plan, its one open listing taken.
  const restaurant = await openSecondUser(browser, testInfo, clientIp);
  const account = await createAccount(restaurant.page.request, testInfo, {
    userType: 'restaurant',
  });
  await giveVenue(restaurant.page.request, account, { plan: null });
  const city = uniqueWord('Planville');
  const first = `${uniqueWord('First')} cook`;
  await postJob(restaurant.page.request, { title: first, city });
  const second = `${uniqueWord('Second')} server`;
  await postJob(restaurant.page.request, { title: second, city, publish: false });

  const owner = restaurant.page;
  await owner.goto(paths.restaurant.dashboard);
  const publish = owner
    .getByRole('group', { name: `Actions for ${second}` })
    .getByRole('button', { name: 'Publish' });
  await publish.click();
  const refusal = toasts(owner).filter({ hasText: 'The listing could not be changed' });
  await expect(refusal).toContainText("Your plan's open listings are all in use.");
  await refusal.getByRole('link', { name: 'See plans' }).click();
  await expect(owner).toHaveURL(paths.pricing);
  await expect(owner.getByRole('article', { name: 'Starter' })).toContainText('Your plan');

  // The admin grants Growth from the restaurant's user page (invoice billing).
  await signInAsRootAdmin(page);
  await openAdminUser(page, account.email, `${account.firstName} ${account.lastName}`);
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText('Starter');
  await plan.getByLabel('New plan').selectOption({ label: 'Growth' });
  await plan.getByLabel('Months').fill('3');
  await plan.getByRole('button', { name: 'Grant plan' }).click();
  await expect(toasts(page).filter({ hasText: 'Plan granted' })).toBeVisible();
  await expect(plan).toContainText(/Paid until/);

  // The second listing opens now, and Team & venues shows the plan and its use.
  await owner.goto(paths.restaurant.dashboard);
  await publish.click();
  await expect(toasts(owner).first()).toContainText(`${second} is open for applications.`);
  await owner.goto(paths.restaurant.organisation);
  const mine = owner.getByRole('region', { name: 'Your plan' });
  await expect(mine).toContainText('Growth');
  await expect(mine).toContainText('Open job listings2 of 10');

  // A boost puts the older listing first in Browse Jobs, marked Urgently hiring.
  const jobsList = () => owner.getByRole('list', { name: 'Jobs', exact: true });
  const results = () => jobsList().getByRole('heading', { level: 2 });
  await owner.goto(`${paths.jobs}?city=${city}`);
  await expect(results()).toHaveText([second, first]);
  await owner.goto(paths.restaurant.dashboard);
  await owner.getByRole('button', { name: `Boost ${first}` }).click();
  const dialog = owner.getByRole('dialog', { name: `Boost “${first}”?` });
  await dialog.getByRole('button', { name: 'Boost listing' }).click();
  await expect(toasts(owner).first()).toContainText(`${first} comes first in Browse Jobs until`);
  await owner.goto(`${paths.jobs}?city=${city}`);
  await expect(results()).toHaveText([first, second]);
  await expect(results().first()).toHaveText(first);
  await expect(jobsList().getByRole('listitem').first()).toContainText('Urgently hiring');
  await restaurant.close();
});
