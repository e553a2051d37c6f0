import { act, Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@/tests/render';
import { LocalClock } from './local-clock';

const space = /[\s\u00a0\u202f]/g;
// 15:00:30 UTC is 10:00 a. m. in Bogota, on Sunday 22 November 2026.
const rendered = Date.parse('2026-11-22T15:00:30Z');

afterEach(() => {
  vi.useRealTimers();
});

function renderClock(initialText = { time: '10:00 a. m. (servidor)', date: 'domingo 22 de noviembre (servidor)' }) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(rendered + 5_000);
  const commits = vi.fn();
  renderWithProviders(
    <Profiler id="clock" onRender={commits}>
      <LocalClock initialMs={rendered} initialText={initialText} label="Hora local" />
    </Profiler>,
  );
  const time = () => screen.getByText((_, element) => element?.tagName === 'TIME');
  return { commits, time };
}

describe('LocalClock', () => {
  it("keeps the server's text for the minute it rendered (no formatting on hydration)", () => {
    const { time } = renderClock();
    expect(time()).toHaveTextContent('10:00 a. m. (servidor)');
    expect(time()).toHaveAttribute('dateTime', '2026-11-22T10:00-05:00');
    expect(screen.getByText('domingo 22 de noviembre (servidor)')).toBeInTheDocument();
  });

  it('checks every 2 s but re-renders only when the minute changes, then formats it itself', () => {
    const { commits, time } = renderClock();
    const before = commits.mock.calls.length;
    act(() => vi.advanceTimersByTime(20_000)); // 15:00:55 UTC: ten checks, the same minute
    expect(commits.mock.calls.length).toBe(before);
    act(() => vi.advanceTimersByTime(6_000)); // 15:01:01 UTC
    expect(commits.mock.calls.length).toBe(before + 1);
    expect(time().textContent?.replace(space, ' ')).toBe('10:01 a. m.');
    expect(time()).toHaveAttribute('dateTime', '2026-11-22T10:01-05:00');
    expect(screen.getByText('domingo 22 de noviembre')).toBeInTheDocument();
  });
});
