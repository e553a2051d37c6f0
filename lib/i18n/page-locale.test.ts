// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageLocale } from './page-locale';

describe('pageLocale', () => {
  it('gives the locale of the [locale] segment', async () => {
    await expect(pageLocale(Promise.resolve({ locale: 'fr' }))).resolves.toBe('fr');
  });

  it('refuses what the locale layout refuses: a 404', async () => {
    await expect(pageLocale(Promise.resolve({ locale: 'de' }))).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/,
    );
  });
});
