import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FOLLOWED_FLIGHTS_KEY,
  followFlight,
  readFollowedFlights,
  updateFollowedFlight,
} from '@/lib/browser/followed-flights';
import { server } from '@/tests/msw/server';
import { FollowButton } from './follow-button.client';
import { followedFlight, sampleFollowLabels } from '@/tests/fixtures/flights';

const labels = sampleFollowLabels;
const flight = followedFlight;

afterEach(() => window.localStorage.clear());

describe('FollowButton', () => {
  it('follows and unfollows with aria-pressed, keeping the flight in this browser', async () => {
    render(<FollowButton flight={flight} labels={labels} apiBase="/api" />);
    const button = screen.getByRole('button', { name: 'Seguir este vuelo' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
    expect(readFollowedFlights().map((f) => f.id)).toEqual([flight.id]);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiendo' }));
    expect(readFollowedFlights()).toEqual([]);
  });

  it('reflects a follow made elsewhere on the page (another island, another row)', async () => {
    render(<FollowButton flight={flight} labels={labels} apiBase="/api" />);
    expect(screen.getByRole('button', { name: 'Seguir este vuelo' })).toHaveAttribute('aria-pressed', 'false');
    act(() => void followFlight(flight));
    expect(screen.getByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses an 11th flight with a message, and cancels the alerts of a flight it stops following', async () => {
    const others = Array.from({ length: 10 }, (_, i) => ({
      id: `20261122-AV${1000 + i}-dep`,
      flight: `AV${1000 + i}`,
      direction: 'departure' as const,
    }));
    for (const other of others) followFlight(other);
    render(<FollowButton flight={flight} labels={labels} apiBase="/api" />);
    await userEvent.click(screen.getByRole('button', { name: 'Seguir este vuelo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ya sigues 10 vuelos.');
    expect(readFollowedFlights()).toHaveLength(10);

    window.localStorage.removeItem(FOLLOWED_FLIGHTS_KEY);
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/v2/flight-alerts/:id', ({ params, request }) => {
        deleted.push(`${String(params.id)}?${new URL(request.url).searchParams.get('token')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    act(() => {
      followFlight(flight);
      updateFollowedFlight(flight.id, (f) => ({
        ...f,
        alerts: [{ id: 'a1', token: 't'.repeat(32), channel: 'push', status: 'active' }],
      }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Siguiendo' }));
    await expect.poll(() => deleted).toEqual([`a1?${'t'.repeat(32)}`]);
  });
});
