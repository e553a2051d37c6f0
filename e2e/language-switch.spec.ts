import { expect, test } from '@playwright/test';
import { axeViolations, collectPageErrors, message } from './support/site';

/**
 * The language switch in a browser: each language is offered in its own words with its lang (a screen
 * reader says it in that language's voice), and the page it leads to declares its language on <html>, so
 * the reader switches voice for the whole page; the switch then names the new language, in it.
 */
const JOURNEYS = [
  { from: 'es', to: 'en', target: 'English', lang: 'en-US', path: '/vuelos/llegadas', next: '/en/vuelos/llegadas' },
  { from: 'en', to: 'fr', target: 'Français', lang: 'fr-FR', path: '/en/vuelos/llegadas', next: '/fr/vuelos/llegadas' },
] as const;

for (const { from, to, target, lang, path, next } of JOURNEYS) {
  test(`${from} → ${to}: the link is named in ${to} with lang ${lang}, and the new page is in ${lang}`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${path}?terminal=T1`);
    const languageName = (locale: string) =>
      ({ es: 'Español', en: 'English', fr: 'Français', pt: 'Português' })[locale];
    const button = page.getByRole('button', {
      name: message(from, 'client.languageSwitch.button')!.replace('{language}', languageName(from)!),
    });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('link', { name: target, exact: true });
    await expect(link).toHaveAttribute('lang', lang);
    // No axe run while the list is open: axe's target-size rule reports the search button it overlays
    // (partly covered by the open list), a finding left to the header's layout.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${next}\\?terminal=T1$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The new page's <title> is streamed with its metadata, a moment after the URL and lang change.
    await expect(page).toHaveTitle(/\S/);
    expect(await axeViolations(page)).toEqual([]);
    await expect(
      page.getByRole('button', {
        name: message(to, 'client.languageSwitch.button')!.replace('{language}', languageName(to)!),
      }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}
