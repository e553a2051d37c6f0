import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { followFlight, readFollowedFlights } from '@/lib/browser/followed-flights';
import { FollowStar } from './follow-star.client';
import { followedFlight, sampleFollowLabels } from '@/tests/fixtures/flights';

const labels = sampleFollowLabels;
const flight = followedFlight;
const star = () => screen.getByRole('button', { name: 'Seguir el vuelo AV9364' });

afterEach(() => window.localStorage.clear());

describe('FollowStar', () => {
  it('is rendered on the server as a disabled, not pressed star', () => {
    const html = renderToString(<FollowStar flight={flight} labels={labels} apiBase="/api" />);
    expect(html).toContain('aria-label="Seguir el vuelo AV9364"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('disabled=""');
  });

  it('comes alive in place when the store arrives: the same button, enabled, with what is followed', async () => {
    followFlight(flight);
    render(<FollowStar flight={flight} labels={labels} apiBase="/api" />);
    const before = star();
    await expect.poll(() => star().hasAttribute('disabled')).toBe(false);
    expect(star()).toBe(before);
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    // The name does not change with the state (aria-pressed carries it).
    expect(star()).toHaveAccessibleName('Seguir el vuelo AV9364');
  });

  it('follows and unfollows with aria-pressed, and follows made elsewhere show on every star', async () => {
    render(
      <>
        <FollowStar flight={flight} labels={labels} apiBase="/api" />
        <FollowStar flight={{ ...flight, id: '20261122-AV10-dep', flight: 'AV10' }} labels={labels} apiBase="/api" />
      </>,
    );
    await expect.poll(() => star().hasAttribute('disabled')).toBe(false);
    await userEvent.click(star());
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(readFollowedFlights().map((f) => f.id)).toEqual([flight.id]);
    await userEvent.click(star());
    expect(readFollowedFlights()).toEqual([]);
    act(() => void followFlight({ id: '20261122-AV10-dep', flight: 'AV10', direction: 'departure' }));
    expect(screen.getByRole('button', { name: 'Seguir el vuelo AV10' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links a followed flight to its trip plan, named with the flight, and only while it is followed', async () => {
    const planHref = `/en/vuelos/mi-viaje/${flight.id}`;
    render(<FollowStar flight={flight} labels={labels} apiBase="/api" planHref={planHref} />);
    await expect.poll(() => star().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(star());
    const link = screen.getByRole('link', { name: 'Mi viaje en el AV9364' });
    expect(link).toHaveAttribute('href', planHref);
    expect(link).toHaveTextContent('Mi viaje');
    await userEvent.click(star());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows no plan link without a plan (cargo boards)', async () => {
    followFlight(flight);
    render(<FollowStar flight={flight} labels={labels} apiBase="/api" />);
    await expect.poll(() => star().hasAttribute('disabled')).toBe(false);
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses an 11th flight with a message', async () => {
    for (let i = 0; i < 10; i++) followFlight({ id: `f${i}`, flight: `AV${1000 + i}`, direction: 'departure' });
    render(<FollowStar flight={flight} labels={labels} apiBase="/api" />);
    await expect.poll(() => star().hasAttribute('disabled')).toBe(false);
    await userEvent.click(star());
    expect(screen.getByRole('alert')).toHaveTextContent('Ya sigues 10 vuelos.');
    expect(star()).toHaveAttribute('aria-pressed', 'false');
  });
});
