// @vitest-environment node
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { messageKey, pageKey } from './keys';

/*
 * The message keys are typed (global.ts): `npx tsc --noEmit` fails on a key es.json lacks. The
 * @ts-expect-error lines below are the proof: if the typing went away, they would be unused and tsc would fail.
 */
describe('typed message keys', () => {
  const t = createTranslator({ locale: 'es', messages: es, namespace: 'common' });

  it('accept the keys of es.json and refuse the others at compile time', () => {
    expect(t('home')).toBe(es.common.home);
    const missing = () =>
      // @ts-expect-error: common.missingKey is not in messages/es.json
      t('missingKey');
    expect(missing).toBeTypeOf('function');
    // @ts-expect-error: a locale the site does not have
    const locale: import('next-intl').Locale = 'de';
    expect(locale).toBe('de');
  });

  it('let data name a message of a checked group', () => {
    const zones = createTranslator({ locale: 'es', messages: es, namespace: 'establishments' });
    const zone = Object.keys(es.establishments.zones)[0] as string;
    expect(zones(`zones.${messageKey('establishments.zones', zone)}`)).toBe(
      (es.establishments.zones as Record<string, string>)[zone],
    );
    const pages = createTranslator({ locale: 'es', messages: es, namespace: 'pages' });
    expect(pages(`${pageKey('informa')}.title`)).toBe(es.pages.informa.title);
  });
});
