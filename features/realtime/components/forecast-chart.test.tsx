import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slotStarts } from '../forecast/model';
import { minuteScale } from './chart-scale';
import { ForecastChart, type ForecastChartLabels } from './forecast-chart';

const DATE = '2026-11-22';
const LABELS: ForecastChartLabels = {
  chartLabel: '{checkpoint}, {date}: entre {min} y {max} minutos; la más larga hacia las {peak}.',
  chartNowLabel: 'Ahora, {time}: unos {minutes} minutos.',
  now: 'Ahora',
  scaleMax: '{max} min',
  slotTitle: '{time}: {minutes} min',
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
      scale={minuteScale(45)}
      locale="es"
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
    expect(container.querySelector('line[data-now]')).toBeNull();
    expect(container.querySelectorAll('rect.barPast')).toHaveLength(0);
    expect(screen.getByRole('img')).toHaveAccessibleName(/la más larga hacia las 07:30\.$/);
  });
});

describe('what a passenger reads off the chart', () => {
  it('has the hours of the day in Bogotá time under it, every 3 hours', () => {
    draw(Date.parse(`${DATE}T10:07:00-05:00`));
    expect(screen.getByTestId('forecast-x-axis-security-domestic').textContent).toBe(
      '00:0003:0006:0009:0012:0015:0018:0021:00',
    );
  });

  it('has gridlines at round minutes with their values beside them', () => {
    const { container } = draw(Date.parse(`${DATE}T10:07:00-05:00`));
    const values = [...screen.getByTestId('forecast-y-axis-security-domestic').children].map((s) => s.textContent);
    expect(values).toEqual(['0 min', '15 min', '30 min', '45 min']);
    const lines = [...container.querySelectorAll('line[data-grid]')];
    expect(lines.map((line) => line.getAttribute('data-grid'))).toEqual(['0', '15', '30', '45']);
    // 45 minutes is the top of the plot, 15 a third of the way up.
    expect(lines[3]!.getAttribute('y1')).toBe('0');
    expect(lines[1]!.getAttribute('y1')).toBe('80');
  });

  it("draws a 3-minute wait as a visible bar and says each bar's exact value", () => {
    const { container } = draw(Date.parse(`${DATE}T10:07:00-05:00`));
    const rects = [...container.querySelectorAll('rect')];
    // Slot 0 is 3 minutes: 3/45 of 120 would be 8; slot 1 (4 minutes) is taller than the least bar.
    expect(Number(rects[0]!.getAttribute('height'))).toBeGreaterThanOrEqual(8);
    expect(Number(rects[1]!.getAttribute('height'))).toBeGreaterThan(Number(rects[0]!.getAttribute('height')));
    expect(rects[0]!.querySelector('title')?.textContent).toBe('00:00: 3 min');
    expect(rects[30]!.querySelector('title')?.textContent).toBe('07:30: 36 min');
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
