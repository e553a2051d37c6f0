// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  codeError,
  codeStepErrors,
  countryCodeError,
  digitsOnly,
  emailError,
  initialSignIn,
  nameError,
  phoneError,
  phoneTyping,
  resendSecondsLeft,
  RESEND_SECONDS,
  signInReducer,
} from './sign-in-state';

describe('sign-in steps', () => {
  it('goes from phone entry to the code step, with name and email only when the server needs them', () => {
    expect(initialSignIn).toEqual({ step: 'phone', needsName: false, sentAt: null });
    const known = signInReducer(initialSignIn, { type: 'code-sent', needsName: false, at: 1000 });
    expect(known).toEqual({ step: 'code', needsName: false, sentAt: 1000 });
    const newcomer = signInReducer(initialSignIn, { type: 'code-sent', needsName: true, at: 1000 });
    expect(newcomer.needsName).toBe(true);
    expect(signInReducer(newcomer, { type: 'change-phone' })).toEqual(initialSignIn);
  });

  it('counts 30 seconds down before a resend', () => {
    expect(RESEND_SECONDS).toBe(30);
    expect(resendSecondsLeft(null, 5000)).toBe(0);
    expect(resendSecondsLeft(0, 0)).toBe(30);
    expect(resendSecondsLeft(0, 400)).toBe(30);
    expect(resendSecondsLeft(0, 1000)).toBe(29);
    expect(resendSecondsLeft(0, 29_001)).toBe(1);
    expect(resendSecondsLeft(0, 30_000)).toBe(0);
    expect(resendSecondsLeft(0, 90_000)).toBe(0);
  });

  it('checks the phone is there (its country’s rule is lib/phone’s) and keeps it as typed, spaces and all', () => {
    expect(phoneError('')).toBe('required');
    expect(phoneError('   ')).toBe('required');
    expect(phoneError('06 12 34 56 78')).toBeNull();
    expect(phoneTyping('06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(phoneTyping('+33 (0)6 12-34.56/78')).toBe('+33 (0)6 12-34.56/78');
    expect(phoneTyping('3OO abc 123')).toBe('3  123');
    expect(phoneTyping('1'.repeat(40))).toHaveLength(30);
    expect(countryCodeError('')).toBe('required');
    expect(countryCodeError('57')).toBeNull();
    expect(countryCodeError('+57')).toBe('digits');
  });

  it('keeps digits of pasted codes and phones', () => {
    expect(digitsOnly(' 123-456 ')).toBe('123456');
    expect(digitsOnly('+57 300 123 4567')).toBe('573001234567');
  });

  it('checks the code, and name and email only when needed', () => {
    expect(codeError('')).toBe('required');
    expect(codeError('12a456')).toBe('digits');
    expect(codeError('12345')).toBe('length');
    expect(codeError('123456')).toBeNull();
    expect(nameError(' ')).toBe('required');
    expect(nameError('A')).toBe('length');
    expect(nameError('Ana')).toBeNull();
    expect(emailError('')).toBe('required');
    expect(emailError('ana@')).toBe('email');
    expect(emailError('ana@example.com')).toBeNull();
    expect(codeStepErrors({ code: '123456', name: '', email: '' }, false)).toEqual({});
    expect(codeStepErrors({ code: '123456', name: '', email: 'x' }, true)).toEqual({
      name: 'required',
      email: 'email',
    });
  });
});
