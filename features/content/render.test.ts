// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prepareBlocks } from './render-blocks';
import { chooseTransport } from './transport';
import type { ContentBlock } from './schemas';

describe('prepareBlocks', () => {
  const titles = new Map([['guia-del-pasajero', 'Guía del pasajero']]);

  it('links downloads to the PDF viewer and leaves unknown documents out', () => {
    const blocks: ContentBlock[] = [
      {
        type: 'downloads',
        items: [
          { label: 'Guía', document: 'guia-del-pasajero' },
          { label: 'Otro', document: 'no-existe' },
        ],
      },
      { type: 'downloads', items: [{ label: 'Solo desconocido', document: 'no-existe' }] },
    ];
    const out = prepareBlocks(blocks, 'es', titles);
    expect(out).toEqual([
      {
        type: 'downloads',
        title: undefined,
        items: [{ label: 'Guía', href: '/pdfViewer?file=guia-del-pasajero', documentTitle: 'Guía del pasajero' }],
      },
    ]);
  });

  it('fills facts in every text field and localises links in rich text', () => {
    const blocks: ContentBlock[] = [
      {
        type: 'table',
        caption: 'Depósito {{cartDepositCop}}',
        columns: ['A', 'B'],
        rows: [['Carro', '{{cartDepositUsd}}']],
      },
      { type: 'richText', html: '<p><a href="/servicios/taxis">Taxis</a> en el piso {{taxiFloor}}</p>' },
    ];
    const [table, text] = prepareBlocks(blocks, 'en', titles);
    expect(table).toMatchObject({ caption: 'Depósito $ 12.000', rows: [['Carro', '$3']] });
    expect(text).toMatchObject({ html: '<p><a href="/en/servicios/taxis">Taxis</a> en el piso 1</p>' });
  });
});

describe('chooseTransport', () => {
  it('selects the requested mode, or the first one for an unknown value', () => {
    expect(chooseTransport('taxi', 'es', '/t').selected.id).toBe('taxi');
    const fallback = chooseTransport('<script>', 'fr', '/t');
    expect(fallback.selected.id).toBe('transmilenio');
    expect(fallback.modes.filter((m) => m.selected)).toHaveLength(1);
  });

  it('fills facts: every mode has routes with an amount in pesos and its year', () => {
    expect(chooseTransport('taxi', 'es', '/t').selected.intro).toContain('piso 1, puertas 5 y 10');
    const intercity = chooseTransport('bus-intermunicipal', 'en', '/t').selected.routes;
    expect(intercity.map((r) => r.cost)).toEqual([
      'About $ 20.000 – $ 28.000 on the meter with the airport surcharge (2025 reference)',
      '$ 3.200 a trip with a TuLlave card (2025 fare)',
    ]);
    for (const mode of chooseTransport(undefined, 'es', '/t').modes) {
      expect(chooseTransport(mode.id, 'es', '/t').selected.routes.length).toBeGreaterThan(0);
    }
  });

  it('fills the parking tariffs it is given, and a dash, never braces, without them', () => {
    const live = { parkingPerHour: '$ 6.600 – $ 9.120', parkingPerDay: '$ 45.000 – $ 72.000' };
    expect(chooseTransport('carro-particular', 'es', '/t', live).selected.routes[0]!.cost).toBe(
      'Carros: $ 6.600 – $ 9.120 por hora (se cobra por minuto), máximo $ 45.000 – $ 72.000 por día, según el parqueadero',
    );
    expect(chooseTransport('carro-particular', 'pt', '/t').selected.routes[0]!.cost).toBe(
      'Carros: — por hora (cobrado por minuto), no máximo — por dia, conforme o estacionamento',
    );
  });
});
