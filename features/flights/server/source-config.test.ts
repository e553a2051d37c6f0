// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { getFlightSource } from './flights-service';
import { forgetProcessState, replaceProcessState } from '@/tests/process-state';

afterEach(() => {
  forgetProcessState('config');
  replaceProcessState('flight-source', undefined);
});

describe('flights configuration', () => {
  it('defaults to the simulated day, 30 s TTL and 4 s timeout; empty values mean the defaults', () => {
    expect(parseConfig({})).toMatchObject({ FLIGHTS_API_TTL_SECONDS: 30, FLIGHTS_API_TIMEOUT_MS: 4000 });
    expect(parseConfig({}).FLIGHTS_API_URL).toBeUndefined();
    expect(
      parseConfig({ FLIGHTS_API_URL: '', FLIGHTS_API_TTL_SECONDS: '', FLIGHTS_API_TIMEOUT_MS: ' ' }),
    ).toMatchObject({
      FLIGHTS_API_URL: undefined,
      FLIGHTS_API_TTL_SECONDS: 30,
      FLIGHTS_API_TIMEOUT_MS: 4000,
    });
    expect(parseConfig({ FLIGHTS_API_TTL_SECONDS: '15' }).FLIGHTS_API_TTL_SECONDS).toBe(15);
  });

  it.each([
    ['FLIGHTS_API_URL', 'not a url'],
    ['FLIGHTS_API_TTL_SECONDS', '0'],
    ['FLIGHTS_API_TTL_SECONDS', 'soon'],
    ['FLIGHTS_API_TIMEOUT_MS', '50'],
  ])('rejects a bad %s naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`- ${name}:`));
  });

  it('selects the HTTP source when FLIGHTS_API_URL is set', () => {
    replaceProcessState('flight-source', undefined);
    expect(getFlightSource().name).toBe('simulated');
    vi.stubEnv('FLIGHTS_API_URL', 'https://upstream.example/api/v2/flights');
    forgetProcessState('config');
    replaceProcessState('flight-source', undefined);
    expect(getFlightSource().name).toBe('http');
  });
});
