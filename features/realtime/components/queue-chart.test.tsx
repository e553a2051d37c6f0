import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queueLabels } from '@/tests/fixtures/realtime';
import type { HistoryPoint } from '../schemas';
import { QueueChart } from './queue-chart';

// 08:00 to 10:00 every 10 minutes: 81 minutes at 08:20, 4 at 09:00, no reading at 09:30.
const history: HistoryPoint[] = Array.from({ length: 13 }, (_, i) => {
  const minute = 8 * 60 + i * 10;
  const at = `2026-11-22T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00-05:00`;
  const minutes = i === 2 ? 81 : i === 6 ? 4 : i === 9 ? null : 30 + i;
  return { at, minutes };
});

describe('the 2-hour queue chart', () => {
  it('has the hours under its bars and gridlines at round minutes with their values', () => {
    render(<QueueChart history={history} queue="General" labels={queueLabels} />);
    expect([...screen.getByTestId('queue-chart-x-axis').children].map((s) => s.textContent)).toEqual([
      '08:00',
      '09:00',
      '10:00',
    ]);
    expect([...screen.getByTestId('queue-chart-y-axis').children].map((s) => s.textContent)).toEqual([
      '0 min',
      '30 min',
      '60 min',
      '90 min',
    ]);
  });

  it('draws a 4-minute wait as a visible bar, gives every bar its exact value, and says the rest as text', () => {
    const { container } = render(<QueueChart history={history} queue="General" labels={queueLabels} />);
    const rects = [...container.querySelectorAll('rect')];
    expect(rects).toHaveLength(13);
    expect(Number(rects[6]!.getAttribute('height'))).toBeGreaterThanOrEqual(5);
    expect(rects[2]!.querySelector('title')?.textContent).toBe('08:20: 81 min');
    expect(rects[9]!.getAttribute('height')).toBe('0');
    const table = screen.getByRole('table', { name: 'General: Últimas 2 horas' });
    expect(within(table).getByRole('row', { name: '08:20 81' })).toBeInTheDocument();
    expect(screen.getByText('General, espera entre 4 y 81 minutos.')).toBeInTheDocument();
  });
});
