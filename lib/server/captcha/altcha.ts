import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { RateLimitStore } from '../rate-limit';

/*
 * ALTCHA, the embedded captcha: the server hands out a signed proof-of-work challenge, the browser
 * derives keys (PBKDF2-SHA-256) until it finds the one the challenge names, and the server checks the
 * answer with a single derivation. No third party, no cookie, nothing about the visitor is stored.
 * A solved challenge is good for one submission only, within CHALLENGE_TTL_SECONDS.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt: the browser makes up to ALTCHA_COUNTER_MAX attempts. */
const COST = 5_000;
export const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface AltchaSettings {
  hmacKey: string;
  counterMax: number;
}

/** A new challenge, signed, expiring in CHALLENGE_TTL_SECONDS. */
export async function createAltchaChallenge(
  { hmacKey, counterMax }: AltchaSettings,
  nowMs: number,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(Math.ceil(counterMax / 2), counterMax),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: Math.floor(nowMs / 1000) + CHALLENGE_TTL_SECONDS,
  });
}

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i)
  .max(256);
/** What the widget posts (base64 of this JSON): the challenge as issued and the counter it found. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.literal(COST),
      keyLength: z.number().int().min(16).max(64),
      keyPrefix: hex,
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().int().positive(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

export type AltchaVerdict = { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'expired' | 'replayed' };

function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 4000) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a widget payload: shape, signature, expiry and the work itself, then spends it (a second use of
 * the same challenge is refused, on every instance when the store is Redis).
 */
export async function verifyAltchaPayload(
  token: string | undefined,
  settings: AltchaSettings,
  spent: RateLimitStore,
  nowMs: number,
): Promise<AltchaVerdict> {
  if (!token) return { ok: false, reason: 'missing' };
  const payload = decodePayload(token);
  if (!payload) return { ok: false, reason: 'rejected' };
  const { parameters } = payload.challenge;
  if (parameters.expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, reason: 'rejected' };
  const ttlMs = parameters.expiresAt * 1000 - nowMs;
  const use = await spent.hit(`captcha:altcha:${parameters.nonce}`, ttlMs, nowMs);
  return use.count > 1 ? { ok: false, reason: 'replayed' } : { ok: true };
}
