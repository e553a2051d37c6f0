// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FeatureSeed } from './seed';
import { rememberFeatureSeeds, runPrepareOnce, sharedDbState } from './shared';

describe('runPrepareOnce', () => {
  it('runs once, shares the outcome, and allows a retry after a failure', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('no database'));
    };
    await expect(Promise.all([runPrepareOnce(failing), runPrepareOnce(failing)])).rejects.toThrow('no database');
    expect(calls).toBe(1);
    expect(sharedDbState().prepareStatus).toBe('failed');

    await runPrepareOnce(async () => {
      calls += 1;
    });
    expect(sharedDbState().prepareStatus).toBe('ready');
    await runPrepareOnce(async () => {
      calls += 1;
    });
    expect(calls).toBe(2);
  });
});

describe('rememberFeatureSeeds', () => {
  it("keeps the first preparation's feature seeds for the health check's retry, which passes none", () => {
    const seeds: FeatureSeed[] = [async () => ({ taxi_vehicles: 0 })];
    expect(rememberFeatureSeeds(seeds)).toBe(seeds);
    expect(rememberFeatureSeeds()).toBe(seeds);
  });
});
