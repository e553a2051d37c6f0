// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPreviewSession, PREVIEW_SESSION_SECONDS, previewSessionToken } from './preview-session';

const secret = 'a-preview-secret-of-some-length';
const now = 1_800_000_000_000;

describe('the preview session token', () => {
  it('is accepted until it expires, and only under the secret that made it', () => {
    const token = previewSessionToken(secret, now);
    expect(token).not.toContain(secret);
    expect(isPreviewSession(secret, token, now)).toBe(true);
    expect(isPreviewSession(secret, token, now + PREVIEW_SESSION_SECONDS * 1000 - 1)).toBe(true);
    expect(isPreviewSession(secret, token, now + PREVIEW_SESSION_SECONDS * 1000)).toBe(false);
    expect(isPreviewSession('another-secret-value-rotated', token, now)).toBe(false);
    expect(isPreviewSession(undefined, token, now)).toBe(false);
  });

  it('refuses a forged or altered token', () => {
    const [expiry, signature] = previewSessionToken(secret, now).split('.');
    const later = String(Number(expiry) + 86_400_000);
    for (const forged of [`${later}.${signature}`, `${expiry}.x${signature}`, `${expiry}`, '', 'abc.def', secret]) {
      expect(isPreviewSession(secret, forged, now), forged).toBe(false);
    }
  });
});
