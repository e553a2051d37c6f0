// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runPrepareOnce, sharedDbState } from './shared';

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
