// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Source files (not tests) under the given folders, as paths relative to the project. */
function sourceFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
  );
}

describe('the taxi messages reach every island that uses them', () => {
  // client.taxi is sent only by the taxi layout's provider: its islands must live in features/taxi, and
  // features/taxi's components may only be rendered by the taxi pages (app/[locale]/(taxi)).
  const files = sourceFiles('app', 'components', 'features', 'lib');

  it('only features/taxi/components reads client.taxi', () => {
    const readers = files.filter((file) => /['"]client\.taxi[.'"]/.test(readFileSync(file, 'utf8')));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((file) => !file.startsWith(path.join('features', 'taxi', 'components')))).toEqual([]);
  });

  it('only the taxi pages import features/taxi/components', () => {
    const outside = files.filter(
      (file) =>
        !file.startsWith(path.join('features', 'taxi')) &&
        !file.startsWith(path.join('app', '[locale]', '(taxi)')) &&
        readFileSync(file, 'utf8').includes('@/features/taxi/components/'),
    );
    expect(outside).toEqual([]);
  });
});
