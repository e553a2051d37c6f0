import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slotStarts } from '../forecast/model';
import { ForecastChart, type ForecastChartLabels } from './forecast-chart';

const DATE = '2026-11-22';
const LABELS: ForecastChartLabels = {
  chartLabel: '{checkpoint}, {date}: entre {min} y {max} minutos; la más larga hacia las {peak}.',
  chartNowLabel: 'Ahora, {time}: unos {minutes} minutos.',
  now: 'Ahora',
  scaleMax: '{max} min',
  tableSummary: 'Ver la previsión en una tabla',
  tableCaption: '{checkpoint}, {date}: minutos previstos',
  tableHour: 'Hora',
  tableNow: '(ahora)',
};
const slots = slotStarts(DATE).map((start, i) => ({
  start: new Date(start).toISOString(),
  minutes: i === 30 ? 36 : 3 + (i % 4),
}));

function draw(nowMs: number) {
  return render(
    <ForecastChart
      id="security-domestic"
      checkpoint="Filtro nacional"
      dateLabel="domingo 22"
      slots={slots}
      nowMs={nowMs}
      scaleMinutes={40}
      labels={LABELS}
    />,
  );
}

describe('the forecast chart', () => {
  it('is an image named by its range, peak and now, with a bar per slot and now marked', () => {
    const { container } = draw(Date.parse(`${DATE}T10:07:00-05:00`));
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(
      'Filtro nacional, domingo 22: entre 3 y 36 minutos; la más larga hacia las 07:30. Ahora, 10:07: unos 3 minutos.',
    );
    expect(container.querySelectorAll('rect')).toHaveLength(96);
    expect(container.querySelectorAll('rect.barNow')).toHaveLength(1);
    expect(container.querySelectorAll('rect.barPast')).toHaveLength(40);
    expect(container.querySelector('line.nowLine')).not.toBeNull();
    expect(screen.getByText('Ahora 10:07')).toBeInTheDocument();
  });

  it('has its table equivalent: 24 hours by four quarters, the current slot said', () => {
    draw(Date.parse(`${DATE}T10:07:00-05:00`));
    const table = screen.getByRole('table', { name: 'Filtro nacional, domingo 22: minutos previstos' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(within(rows[8]!).getByRole('rowheader')).toHaveTextContent('07:00');
    expect(within(rows[8]!).getAllByRole('cell')[2]).toHaveTextContent(/^36$/);
    expect(within(rows[11]!).getAllByRole('cell')[0]).toHaveTextContent(/^3 \(ahora\)$/);
  });

  it('marks no now on another day', () => {
    const { container } = draw(Date.parse('2026-11-21T10:07:00-05:00'));
    expect(container.querySelector('line')).toBeNull();
    expect(container.querySelectorAll('rect.barPast')).toHaveLength(0);
    expect(screen.getByRole('img')).toHaveAccessibleName(/la más larga hacia las 07:30\.$/);
  });
});

describe('the now tag', () => {
  it('hangs inward near the ends of the day, so it never sticks out of the card', () => {
    const { container, unmount } = draw(Date.parse(`${DATE}T23:40:00-05:00`));
    expect(container.querySelector('.nowTag')?.className).toContain('nowTagEnd');
    unmount();
    const early = draw(Date.parse(`${DATE}T00:20:00-05:00`));
    expect(early.container.querySelector('.nowTag')?.className).toContain('nowTagStart');
  });
});
