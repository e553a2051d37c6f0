// @vitest-environment node
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../rate-limit';
import { CHALLENGE_TTL_SECONDS, createAltchaChallenge, verifyAltchaPayload, type AltchaSettings } from './altcha';

const settings: AltchaSettings = { hmacKey: 'k'.repeat(40), counterMax: 40 };

/** What the widget posts: base64 of the challenge and the counter it found. */
type Payload = { challenge: Challenge; solution: Solution };

async function solvedToken(challenge: Challenge, edit: (payload: Payload) => void = () => undefined) {
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  const payload: Payload = structuredClone({ challenge, solution });
  edit(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('ALTCHA challenges', () => {
  it('accepts a solved challenge once: a second use of the same payload is refused', async () => {
    const store = new MemoryRateLimitStore();
    const now = Date.now();
    const token = await solvedToken(await createAltchaChallenge(settings, now));
    expect(await verifyAltchaPayload(token, settings, store, now)).toEqual({ ok: true });
    expect(await verifyAltchaPayload(token, settings, store, now + 1000)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses a missing, malformed, unsolved, re-signed or expired payload', async () => {
    const store = new MemoryRateLimitStore();
    const now = Date.now();
    const challenge = await createAltchaChallenge(settings, now);
    expect(await verifyAltchaPayload(undefined, settings, store, now)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyAltchaPayload('not base64 json', settings, store, now)).toEqual({
      ok: false,
      reason: 'rejected',
    });
    const wrongCounter = await solvedToken(challenge, (p) => (p.solution.counter += 1));
    expect(await verifyAltchaPayload(wrongCounter, settings, store, now)).toEqual({ ok: false, reason: 'rejected' });
    // An easier challenge written by the client: its signature no longer matches.
    const easier = await solvedToken(challenge, (p) => (p.challenge.parameters.keyPrefix = '0'));
    expect(await verifyAltchaPayload(easier, settings, store, now)).toEqual({ ok: false, reason: 'rejected' });
    const otherKey = await solvedToken(await createAltchaChallenge({ ...settings, hmacKey: 'x'.repeat(40) }, now));
    expect(await verifyAltchaPayload(otherKey, settings, store, now)).toEqual({ ok: false, reason: 'rejected' });
    const late = now + (CHALLENGE_TTL_SECONDS + 1) * 1000;
    expect(await verifyAltchaPayload(await solvedToken(challenge), settings, store, late)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('asks for real work: between half and all of ALTCHA_COUNTER_MAX derivations', async () => {
    const counters = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const challenge = await createAltchaChallenge(settings, Date.now());
        expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5000 });
        return (await solveChallenge({ challenge, deriveKey }))!.counter;
      }),
    );
    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(settings.counterMax / 2);
      expect(counter).toBeLessThanOrEqual(settings.counterMax);
    }
  });
});
