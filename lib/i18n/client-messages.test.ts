import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { pickClientMessages } from './client-messages';

describe('pickClientMessages', () => {
  it('sends only the client namespaces, without the taxi messages unless asked for', () => {
    const everyPage = pickClientMessages(es);
    expect(Object.keys(everyPage).sort()).toEqual(['client', 'common', 'errors']);
    expect(everyPage.client).not.toHaveProperty('taxi');
    expect(everyPage.client).toHaveProperty('routeFinder', es.client.routeFinder);
    // The same objects, so React's payload can refer to them rather than write them twice.
    expect(everyPage.common).toBe(es.common);

    const taxiPages = pickClientMessages(es, ['taxi']);
    expect(taxiPages.client).toBe(es.client);
  });
});
