// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch-policy';

describe('shouldPrefetch', () => {
  it('prefetches when online on a fast or unknown connection', () => {
    expect(shouldPrefetch({ online: true, saveData: false })).toBe(true);
    expect(shouldPrefetch({ online: true, effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch({ online: true, effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('skips prefetch offline, on 2g and slow-2g, and with data saver', () => {
    expect(shouldPrefetch({ online: false, effectiveType: '4g', saveData: false })).toBe(false);
    expect(shouldPrefetch({ online: true, effectiveType: '2g', saveData: false })).toBe(false);
    expect(shouldPrefetch({ online: true, effectiveType: 'slow-2g', saveData: false })).toBe(false);
    expect(shouldPrefetch({ online: true, effectiveType: '4g', saveData: true })).toBe(false);
  });
});
