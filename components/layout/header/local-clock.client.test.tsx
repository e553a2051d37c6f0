import { act, Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@/tests/render';
import { LocalClock } from './local-clock.client';

const space = /[\s\u00a0\u202f]/g;
// 15:00:30 UTC is 10:00 a. m. in Bogota, on Sunday 22 November 2026.
const rendered = Date.parse('2026-11-22T15:00:30Z');

afterEach(() => {
  vi.useRealTimers();
});

function renderClock(shownAfterMs = 5_000) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(rendered + shownAfterMs);
  const commits = vi.fn();
  renderWithProviders(
    <Profiler id="clock" onRender={commits}>
      <LocalClock initialMs={rendered} label="Hora local" />
    </Profiler>,
  );
  const time = () => screen.getByText((_, element) => element?.tagName === 'TIME');
  return { commits, time };
}

describe('LocalClock', () => {
  it("first renders the minute the server rendered, in the locale's words", () => {
    const { time } = renderClock();
    expect(time().textContent).toBe('10:00\u00a0a.\u00a0m.');
    expect(time()).toHaveAttribute('dateTime', '2026-11-22T10:00-05:00');
    expect(screen.getByText('domingo 22 de noviembre')).toBeInTheDocument();
  });

  it('writes English in English', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(rendered);
    renderWithProviders(<LocalClock initialMs={rendered} label="Local time" />, { locale: 'en' });
    expect(screen.getByText('Sunday, 22 November')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'TIME').textContent).toBe('10:00\u00a0AM');
  });

  it('checks every 2 s but re-renders only when the minute changes', () => {
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

  it('on a page served minutes after its render, catches up in a task after the first render, not during it', () => {
    const { time } = renderClock(3 * 60_000); // a cached page, shown at 10:03
    expect(time()).toHaveAttribute('dateTime', '2026-11-22T10:00-05:00');
    act(() => vi.advanceTimersByTime(0));
    expect(time().textContent?.replace(space, ' ')).toBe('10:03 a. m.');
    expect(time()).toHaveAttribute('dateTime', '2026-11-22T10:03-05:00');
  });

  it('without a server time, renders the empty frame first and fills it just after', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(rendered);
    renderWithProviders(<LocalClock label="Hora local" />);
    expect(screen.queryByText((_, element) => element?.tagName === 'TIME')).toBeNull();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText((_, element) => element?.tagName === 'TIME').textContent?.replace(space, ' ')).toBe(
      '10:00 a. m.',
    );
  });
});
