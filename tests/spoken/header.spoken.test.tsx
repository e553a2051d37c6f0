import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/components/layout/header/language-switch.client';
import { HeaderSearchIsland } from '@/features/search/components/header-search.client';
import { server } from '@/tests/msw/server';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/tests/render';
import { announcements, clearSpoken, spoken, startReader, stopReader, lastPhrase } from './reader';

/*
 * What a screen-reader user hears in the header: the search dialog (its name, the field with its
 * instructions, the result count announced politely, the way back to the button) and the language
 * switch (each language named in itself, with its lang, so a reader says it in that language's voice).
 */

vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

afterEach(() => stopReader());

const PETS = { es: 'Viajar con mascotas', en: 'Travelling with pets' } as const;

/** The search API: one page for "mascotas"/"pets", nothing for anything else. */
function searchAnswers(locale: 'es' | 'en') {
  server.use(
    http.post('*/api/v2/search', async ({ request }) => {
      const { requests } = (await request.json()) as {
        requests: { indexName: string; params?: string; query?: string }[];
      };
      return HttpResponse.json({
        results: requests.map((r) => {
          const query = r.query ?? new URLSearchParams(r.params ?? '').get('query') ?? '';
          const hits = /mascotas|pets/.test(query)
            ? [
                {
                  objectID: 'page:/servicios/mascotas',
                  kind: 'page',
                  name: PETS[locale],
                  routeUrl: `${locale === 'es' ? '' : '/en'}/servicios/mascotas`,
                  section: 'Servicios',
                  locale,
                  text: '',
                  keywords: [],
                  _highlightResult: { name: { value: PETS[locale], matchLevel: 'none', matchedWords: [] } },
                },
              ]
            : [];
          return {
            index: r.indexName,
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: hits.length ? 1 : 0,
            hitsPerPage: 5,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query,
            params: '',
          };
        }),
      });
    }),
  );
}

const WORDS = {
  es: {
    open: 'Buscar',
    dialog: 'Buscar en el sitio',
    field: '¿Qué estás buscando?',
    hint: 'Escribe el nombre de una página. Usa las flechas para elegir y Enter para abrirla.',
    query: 'mascotas',
    one: '1 resultado',
    none: 'Sin Resultados',
    switch: 'Idioma: Español. Cambiar idioma',
    other: { name: 'English', lang: 'en-US' },
  },
  en: {
    open: 'Search',
    dialog: 'Search the site',
    field: 'What are you looking for?',
    hint: 'Type the name of a page. Use the arrow keys to choose and Enter to open it.',
    query: 'pets',
    one: '1 result',
    none: 'No results',
    switch: 'Language: English. Change language',
    other: { name: 'Español', lang: 'es-CO' },
  },
} as const;

describe('header, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    const w = WORDS[locale];

    it(`${locale}: the search dialog, its field, the count announced politely, and back to its button`, async () => {
      searchAnswers(locale);
      const user = userEvent.setup();
      renderWithProviders(<HeaderSearchIsland source={{ categories: [], extra: [] }} />, { locale });
      await startReader();
      const button = screen.getByRole('button', { name: w.open });
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: w.dialog });
      const field = within(dialog).getByRole('combobox', { name: w.field });
      await waitFor(() => expect(field).toHaveFocus());
      await act(async () => {});
      const opened = await spoken();
      expect(opened).toContain(`dialog, ${w.dialog}, modal`);
      expect(opened.at(-1)).toBe(
        `combobox, ${w.field}, ${w.hint}, has popup listbox, not expanded, autocomplete in list`,
      );

      await clearSpoken();
      await user.paste(w.query);
      await waitFor(async () => expect((await announcements()).at(-1)).toBe(`polite: ${w.one}`));
      // The count is all that is announced: the results are not read out while typing.
      expect(new Set(await announcements())).toEqual(new Set([`polite: ${w.one}`]));

      // The arrows move the active option (aria-activedescendant, which the virtual reader does not follow).
      await user.keyboard('{ArrowDown}');
      const option = within(dialog).getByRole('option', { name: new RegExp(PETS[locale]) });
      expect(field).toHaveAttribute('aria-activedescendant', option.id);
      expect(option).toHaveAttribute('aria-selected', 'true');

      await user.clear(field);
      await clearSpoken();
      await user.paste('zzzq');
      await waitFor(async () => expect((await announcements()).at(-1)).toBe(`polite: ${w.none}`));

      await clearSpoken();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(button).toHaveFocus());
      await act(async () => {});
      expect(await lastPhrase()).toMatch(new RegExp(`^button, ${w.open}, not expanded, has popup dialog`));
    });

    it(`${locale}: the language switch says the current language; the other languages are named in themselves`, async () => {
      window.history.replaceState(null, '', '/');
      const user = userEvent.setup();
      renderWithProviders(<LanguageSwitch />, { locale });
      await startReader();
      const button = screen.getByRole('button', { name: w.switch });
      button.focus();
      await act(async () => {});
      expect(await lastPhrase()).toBe(`button, ${w.switch}, 1 control, not expanded`);
      await user.keyboard('{Enter}');
      await user.tab();
      await act(async () => {});
      const link = screen.getByRole('link', { name: w.other.name });
      expect(link).toHaveFocus();
      expect(await lastPhrase()).toBe(`link, ${w.other.name}`);
      // Its lang makes a reader switch to that language's voice; hreflang says where it leads.
      expect(link).toHaveAttribute('lang', w.other.lang);
      expect(link).toHaveAttribute('hreflang', w.other.lang);
    });
  }
});
