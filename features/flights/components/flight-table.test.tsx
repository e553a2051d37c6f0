import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@/tests/render';
import { FlightTable } from './flight-table';
import { sampleFlight, sampleLabels } from '@/tests/fixtures/flights';

describe('FlightTable', () => {
  it('shows one row per flight with the SPEC columns and a link to its detail', () => {
    renderWithProviders(
      <FlightTable
        flights={[
          sampleFlight(),
          sampleFlight({
            id: '20261122-LA2460-dep',
            flight: 'LA2460',
            airline: { code: 'LA', name: 'LATAM Airlines' },
            codeshares: [{ airline: { code: 'DL', name: 'Delta' }, number: '6200', flight: 'DL6200' }],
          }),
        ]}
        direction="departure"
        locale="es"
        labels={sampleLabels}
        pathPrefix=""
      />,
    );
    const table = screen.getByRole('table', { name: sampleLabels.caption });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Hora', 'Destino', 'Aerolínea', 'Vuelo', 'Terminal', 'Puerta', 'Estado']);
    expect(screen.getByRole('link', { name: 'AV9364' })).toHaveAttribute('href', '/vuelos/detalle/20261122-AV9364-dep');
    expect(screen.getByRole('rowheader', { name: /LA2460/ })).toHaveTextContent('También como DL6200');
  });

  it('adds the belt column on arrivals and says when a value is not assigned yet', () => {
    renderWithProviders(
      <FlightTable
        flights={[sampleFlight({ direction: 'arrival', gate: null, claim: '7' })]}
        direction="arrival"
        locale="es"
        labels={sampleLabels}
        pathPrefix=""
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Banda' })).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Por asignar');
    expect(row).toHaveTextContent('7');
  });

  it('strikes the scheduled time through when the estimate differs', () => {
    renderWithProviders(
      <FlightTable
        flights={[
          sampleFlight({
            status: { code: 'DLY', es: 'Retrasado', en: 'Delayed', fr: 'Retardé', pt: 'Atrasado' },
            estimatedDate: '2026-11-22 11:50:00',
          }),
        ]}
        direction="departure"
        locale="es"
        labels={sampleLabels}
        pathPrefix=""
      />,
    );
    const cell = screen.getAllByRole('cell')[0] as HTMLElement;
    expect(cell.querySelector('s')).toHaveTextContent('10:35');
    expect(cell.querySelector('strong')).toHaveTextContent('11:50');
    expect(cell).toHaveTextContent('Programada 10:35 Estimada 11:50');
  });

  it('shows the status as icon and text, in the page language', () => {
    renderWithProviders(
      <FlightTable
        flights={[
          sampleFlight({
            status: { code: 'BRD', es: 'Embarcando', en: 'Boarding', fr: 'Embarquement', pt: 'Embarque' },
          }),
        ]}
        direction="departure"
        locale="fr"
        labels={sampleLabels}
        pathPrefix="/fr"
      />,
    );
    const pill = screen.getByText('Embarquement').parentElement as HTMLElement;
    expect(pill).toHaveAttribute('data-tone', 'info');
    expect(pill.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
