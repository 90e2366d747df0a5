import { paths } from '@brigade/shared/routes';
import { expect, test } from '../support/fixtures.ts';

const heroTitle = {
  English: 'Great venues run on great teams',
  Spanish: 'Los grandes locales se hacen con grandes equipos',
  French: 'Les grandes maisons reposent sur de grandes équipes',
  German: 'Großartige Betriebe leben von großartigen Teams',
};

test('choosing a language translates the page, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await page.goto(paths.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.English);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Spanish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.Spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Idioma' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.Spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Pages loaded later come in the chosen language too.
  await page.goto(paths.contact);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');

  // Items are named in the current language: French from the Spanish menu, German from the French.
  for (const [item, lang, menu] of [
    ['Francés', 'fr', 'Langue'],
    ['Allemand', 'de', 'Sprache'],
  ] as const) {
    await page.goto(paths.home);
    await page.getByRole('button', { name: /Idioma|Langue|Sprache/ }).click();
    await page.getByRole('menuitemradio', { name: item }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: menu })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.German);
});

test('a first visit follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto(paths.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle.French);
  await context.close();
});
