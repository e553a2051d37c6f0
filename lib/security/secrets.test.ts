// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretsEqual } from './secrets';

describe('secretsEqual', () => {
  it('is true for the same secret only', () => {
    expect(secretsEqual('s3cret-value', 's3cret-value')).toBe(true);
    for (const other of ['s3cret-valuf', 's3cret-value ', 's3cret', '', undefined, null, 42, ['s3cret-value']]) {
      expect(secretsEqual('s3cret-value', other)).toBe(false);
    }
  });

  it('never matches when no secret is configured', () => {
    expect(secretsEqual('', '')).toBe(false);
  });

  it('agrees with plain equality for any two strings', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string(), (a, b) => secretsEqual(a, b) === (a === b)));
  });
});
