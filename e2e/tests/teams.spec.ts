import { paths } from '@brigade/shared/routes';
import { createAccount, toasts, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { onePixelPng as png } from '../support/sample-images.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import { mailedLinkFor } from '../support/outbox.ts';
import { saveResume } from '../support/resumes.ts';
import { openSecondUser } from '../support/second-user.ts';

test('an owner invites a manager for a second venue, who joins from the mail, hires there only, and loses access when removed', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  // The owner's first venue has a listing with an application.
  const owner = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, owner, { venueName: 'Casa Norte' });
  const northJob = await postJob(page.request, { title: uniqueWord('Head Chef ') });
  const others = await openSecondUser(browser, testInfo, clientIp);
  await createAccount(others.page.request, testInfo);
  await saveResume(others.page.request);
  const northApplication = await applyTo(others.page.request, northJob.id);

  // Team & venues: a second venue, then an invitation for its manager.
  await page.goto(paths.restaurant.organisation);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa Norte');
  // Only the owner is told how the organisation is deleted (with their account).
  await expect(page.getByRole('link', { name: 'Go to Delete account' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a venue' }).click();
  await page.getByLabel('Venue name').fill('Casa Sur');
  await page.getByLabel('City').fill('Sevilla');
  await page.getByRole('button', { name: 'Save venue' }).click();
  await expect(toasts(page).first()).toContainText('Venue saved');
  const venues = page.getByRole('region', { name: 'Venues' });
  await expect(venues.getByText('Casa Sur')).toBeVisible();
  // Its logo, which its job pages will show.
  await venues.getByRole('button', { name: 'Edit Casa Sur' }).click();
  await venues.getByLabel('Upload a logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(toasts(page).first()).toContainText('Logo saved');
  await expect(venues.getByRole('img', { name: 'Logo of Casa Sur' })).toBeVisible();
  await venues.getByRole('button', { name: 'Cancel' }).click();

  const email = uniqueEmail(testInfo, 'manager');
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByLabel('Role').selectOption({ label: 'Manager' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  // A manager needs venues: the form says so and keeps the address.
  await expect(invite.getByText('Choose at least one venue for a manager.')).toBeVisible();
  await expect(invite.getByLabel('E-mail address')).toHaveValue(email);
  await invite.getByRole('checkbox', { name: 'Casa Sur' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toasts(page).first()).toContainText(`Invitation sent to ${email}`);
  await expect(invite.getByText(email)).toBeVisible();
  // The settings page holds to the same accessibility rules as every page.
  expect(await seriousViolations(page)).toEqual([]);

  // The manager opens the mail's link, signs up with that address and accepts.
  const link = await mailedLinkFor(email, /https?:\/\/\S+\/invitation\?token=[\w-]+/);
  await others.close();
  const managerSide = await openSecondUser(browser, testInfo, clientIp);
  const manager = managerSide.page;
  await manager.goto(link);
  await expect(
    manager.getByText('Casa Norte invites you to hire with them on Brigade as Manager.'),
  ).toBeVisible();
  await expect(manager.getByText('Venues: Casa Sur')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await createAccount(manager.request, testInfo, {
    userType: 'restaurant',
    email,
    firstName: 'Lucía',
    lastName: 'Ortega',
  });
  await manager.reload();
  await manager.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(toasts(manager).first()).toContainText('You joined Casa Norte');
  await expect(manager).toHaveURL(paths.restaurant.organisation);
  await expect(manager.getByText('You are Manager.', { exact: false })).toBeVisible();

  // The manager posts for their venue, and sees only its listings, never the other's applicants.
  const southJob = await postJob(manager.request, { title: uniqueWord('Line Cook ') });
  expect(southJob.venue.name).toBe('Casa Sur');
  await manager.goto(paths.restaurant.dashboard);
  await expect(manager.getByRole('link', { name: southJob.title })).toBeVisible();
  await expect(manager.getByText(northJob.title)).toHaveCount(0);
  const denied = await manager.request.get(`/api/applications/${northApplication}`);
  expect(denied.status()).toBe(404);

  // The owner removes the manager; their next request finds nothing of the organisation.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Lucía Ortega' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toasts(page).first()).toContainText('Lucía Ortega was removed');
  await manager.reload();
  await expect(manager.getByRole('heading', { name: 'No listings yet' })).toBeVisible();
  await expect(manager.getByText(southJob.title)).toHaveCount(0);
  // Team & venues tells them why, and lets them start over with a venue of their own.
  await manager.goto(paths.restaurant.organisation);
  await expect(manager.getByRole('heading', { name: 'You are not part of a team' })).toBeVisible();
  await manager.getByRole('button', { name: 'Set up my own venue' }).click();
  await expect(toasts(manager).first()).toContainText('Your venue is set up');
  await expect(manager).toHaveURL(paths.profile.edit);
  await expect(manager.getByLabel('Venue name')).toBeVisible();
  await managerSide.close();
});
