import { describe, expect, it } from 'vitest';
import { AppError, isAppError, serviceUnavailable } from './errors';

describe('AppError', () => {
  it('is recognised when made by another copy of this module (a page bundle beside an API route)', () => {
    // A second copy of the class: the same brand, another constructor.
    class OtherCopyAppError extends Error {
      readonly status = 503;
      readonly code = 'service_unavailable';
      constructor(message: string) {
        super(message);
        Object.defineProperty(this, Symbol.for('eldorado.app-error'), { value: true });
      }
    }
    const foreign = new OtherCopyAppError('from another bundle');
    expect(foreign instanceof AppError).toBe(true);
    expect(isAppError(foreign)).toBe(true);
  });

  it('is not any error', () => {
    expect(isAppError(new Error('plain'))).toBe(false);
    expect(isAppError({ status: 503, code: 'service_unavailable' })).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(serviceUnavailable() instanceof AppError).toBe(true);
  });
});
