import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MapPage } from '@/features/maps/components/map-page';
import { parseMapQuery } from '@/features/maps/schemas';
import { getMapPage } from '@/features/maps/server';
import type { DbHandle } from '@/lib/server/db/client';
import { createTestDb } from '@/tests/db';
import { messagesFor, renderWithProviders, screen, within } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import { readToEnd, startReader, stopReader } from './reader';

/*
 * A walking route on /mapas, as a screen-reader user meets it (the real page model from the embedded
 * venue and the seeded directory, the real messages): the route's heading, time and steps are read
 * before anything else of the map, and the plan that follows is a labelled group whose units are links
 * the reader reaches. Only what must hold whatever the drawing looks like is asserted.
 */

let handle: DbHandle;
vi.mock('@/lib/server/db', async (original) => ({
  ...(await original<typeof import('@/lib/server/db')>()),
  getDb: () => handle.db,
}));
vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));
const SEARCH = 'terminal=1&floor=2&from=gate-12&to=taxi-door-5';
vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal(), {
    usePathname: () => '/mapas',
    useSearchParams: () => new URLSearchParams(SEARCH) as never,
  }),
);

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('walking route, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: the route's steps are read before the plan, and the plan's labelled units are reachable`, async () => {
      setServerLocale(locale);
      const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'maps' as never }) as unknown as (
        key: string,
        values?: Record<string, string | number>,
      ) => string;
      const { query, invalid } = parseMapQuery(Object.fromEntries(new URLSearchParams(SEARCH)));
      const model = await getMapPage(query, invalid, locale);
      const route = model.route!;
      expect(route.steps.length).toBeGreaterThan(1);
      renderWithProviders(<>{await resolveServerTree(<MapPage model={model} locale={locale} />)}</>, { locale });

      await startReader();
      const heard = await readToEnd();
      await stopReader();
      const at = (test: (phrase: string) => boolean) => heard.findIndex(test);

      const heading = t('routeHeading', { from: route.from.name, to: route.to.name });
      const plan = at((p) => p.startsWith(`group, ${t('planLabel', { terminal: '1', floor: 2 })}`));
      const headingAt = at((p) => p === `heading, ${heading}, level 2`);
      // The route comes first: its heading before any navigation, filter or the plan.
      expect(headingAt).toBeGreaterThan(-1);
      expect(headingAt).toBeLessThan(at((p) => p.startsWith('navigation')));
      expect(plan).toBeGreaterThan(headingAt);
      // Its time and every step, as a list of known length, all before the plan.
      const minutes = at((p) => p === t('routeMinutes', { minutes: route.minutes }));
      expect(minutes).toBeGreaterThan(headingAt);
      const size = route.steps.length;
      const steps = route.steps.map((_, i) =>
        at((p) => p === `listitem, level 1, position ${i + 1}, set size ${size}`),
      );
      expect(steps.every((i) => i > minutes && i < plan)).toBe(true);
      expect(heard[steps[0]! + 1]).toContain(route.from.name);
      expect(heard[steps[size - 1]! + 1]).toContain(route.to.name);

      // The plan: a labelled group with its instructions; the route's start is one of its labelled units.
      expect(heard[plan]).toContain(t('planHelp'));
      // Nothing in the plan is heard without a name (the "you are here" mark is an image named by its text).
      expect(heard.filter((p) => p === 'group' || p === 'image')).toEqual([]);
      expect(heard).toContain(`image, ${t('plan.here')}`);
      const units = heard.slice(plan).filter((p) => p.startsWith('link, '));
      expect(units).toContain(`link, ${route.from.name}`);
      const group = screen.getByRole('group', { name: new RegExp(`^${t('planLabel', { terminal: '1', floor: 2 })}`) });
      expect(within(group).getByRole('link', { name: route.from.name })).toHaveAttribute('href');
    }, 60_000);
  }
});
