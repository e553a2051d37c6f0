// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetProcessState } from '@/tests/process-state';
import {
  isClientNavigationRequest,
  overRenderBudgetResponse,
  takeClientNavigationRender,
  TokenBucket,
} from './render-budget';

describe('TokenBucket', () => {
  it('starts full, refuses once empty, and refills at its rate up to its burst', () => {
    const bucket = new TokenBucket(2, 4);
    const taken = Array.from({ length: 5 }, () => bucket.take(1_000));
    expect(taken).toEqual([true, true, true, true, false]);
    // Half a second at 2 a second is one token.
    expect(bucket.take(1_500)).toBe(true);
    expect(bucket.take(1_500)).toBe(false);
    // A long quiet spell saves up no more than the burst.
    const later = Array.from({ length: 5 }, () => bucket.take(60_000));
    expect(later).toEqual([true, true, true, true, false]);
  });
});

describe('isClientNavigationRequest', () => {
  it.each([
    ['an RSC header', new Request('http://x/vuelos', { headers: { rsc: '1' } }), true],
    ['a prefetch', new Request('http://x/vuelos', { headers: { rsc: '1', 'next-router-prefetch': '1' } }), true],
    ['_rsc in the query', new Request('http://x/vuelos?_rsc=abc'), true],
    ['a document', new Request('http://x/vuelos'), false],
    ['a server action', new Request('http://x/vuelos', { method: 'POST', headers: { rsc: '1' } }), false],
  ])('%s: %s', (_, request, expected) => {
    expect(isClientNavigationRequest(request)).toBe(expected);
  });
});

describe('takeClientNavigationRender', () => {
  beforeEach(() => forgetProcessState('render-budget'));

  it('gives twice the rate at once, then the rate', () => {
    expect([1, 2, 3].map(() => takeClientNavigationRender(1, 0))).toEqual([true, true, false]);
    expect(takeClientNavigationRender(1, 1_000)).toBe(true);
    expect(takeClientNavigationRender(1, 1_000)).toBe(false);
  });

  it('has no budget at 0, and starts again full when the rate changes', () => {
    expect(Array.from({ length: 100 }, () => takeClientNavigationRender(0, 0)).every(Boolean)).toBe(true);
    takeClientNavigationRender(0.5, 0);
    expect(takeClientNavigationRender(0.5, 0)).toBe(false);
    expect(takeClientNavigationRender(5, 0)).toBe(true);
  });

  it('refuses with a 503 the router follows with a document load, stored nowhere', () => {
    const response = overRenderBudgetResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
