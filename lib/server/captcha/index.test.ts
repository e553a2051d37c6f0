// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { captchaProvider, publicCaptchaConfig } from '.';
import { forgetProcessState } from '@/tests/process-state';

describe('CAPTCHA_PROVIDER', () => {
  it('defaults to ALTCHA, to reCAPTCHA when its keys are configured, and an explicit choice wins', () => {
    expect(captchaProvider(parseConfig({}))).toBe('altcha');
    const recaptchaKeys = { RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_VERSION: 'v2' };
    expect(captchaProvider(parseConfig(recaptchaKeys))).toBe('recaptcha');
    expect(captchaProvider(parseConfig({ ...recaptchaKeys, CAPTCHA_PROVIDER: 'altcha' }))).toBe('altcha');
    expect(captchaProvider(parseConfig({ CAPTCHA_PROVIDER: 'off' }))).toBe('off');
  });

  it('refuses reCAPTCHA without its keys, an unknown provider and a short ALTCHA key at start-up', () => {
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => parseConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/);
  });
});

describe('publicCaptchaConfig', () => {
  it('points the ALTCHA widget at the challenge route under the API base, and says nothing when off', () => {
    const saved = process.env.CAPTCHA_PROVIDER;
    try {
      process.env.CAPTCHA_PROVIDER = 'altcha';
      forgetProcessState('config');
      expect(publicCaptchaConfig()).toEqual({ provider: 'altcha', challengeUrl: '/api/v2/captcha/challenge' });
      process.env.CAPTCHA_PROVIDER = 'off';
      forgetProcessState('config');
      expect(publicCaptchaConfig()).toBeNull();
    } finally {
      process.env.CAPTCHA_PROVIDER = saved;
      forgetProcessState('config');
    }
  });
});
