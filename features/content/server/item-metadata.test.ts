// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessState } from '@/tests/process-state';
import { matchRoute, type RouteMatch } from '@/lib/routes';
import { setServerLocale } from '@/tests/server-components';
import { getItemMetadata } from './route-page';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));
vi.mock('./content-view', () => ({ getContentView: async () => null }));

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.eldorado.test');
  forgetProcessState('config');
  setServerLocale('es');
});

describe('getItemMetadata', () => {
  it("titles an item's page `{item} – {route title} | {site}` with its description, at its own address", async () => {
    const match = matchRoute('/ofertas/detalle/41') as RouteMatch;
    const metadata = await getItemMetadata('en', match, { name: 'Two coffees for one', description: 'Before 9 am.' });
    expect(metadata.title).toEqual({
      absolute: 'Two coffees for one – Offer details | El Dorado International Airport',
    });
    expect(metadata.description).toBe('Before 9 am.');
    expect(metadata.alternates?.canonical).toBe('https://www.eldorado.test/en/ofertas/detalle/41');
  });
});
