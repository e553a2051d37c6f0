import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { config } from '@/lib/config';
import { now } from '@/lib/clock';
import { AppError, tooManyRequests, unauthorized } from '@/lib/http/errors';
import type { Database } from '@/lib/server/db';
import { callingCodes, taxiOtpCodes } from '@/lib/server/db/schema';
import { taxiAccessTokens, taxiUsers } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { consumeRateLimits, firstExceededRule, rateLimitStore, type RateLimitRule } from '@/lib/server/rate-limit';
import { TAXI_LIMITS } from '../schemas';
import { localisedValidationError } from './http';
import type { TaxiTranslate } from './i18n';
import { legacyPhone, samePhone, type TaxiPhoneNumber } from './phone';
import { logger } from '@/lib/server/log';

const log = logger('taxi');

/*
 * Sign-in by SMS code (ARCHITECTURE §8): 6 digits from a secure random source, stored salted and
 * hashed, single use, valid 10 minutes, 5 wrong tries then a new code is needed; a resend makes a
 * new code (the old one dies) and is refused within 30 s; per-phone and per-IP hourly caps.
 * Access tokens: 256 random bits, stored as sha256, 30 days, revoked on logout.
 */

/**
 * Who signs in: a valid mobile, canonical (the request schemas' output): `e164` is what is stored, texted and
 * rate-limited; `countryCode` is its calling code, `phone` its national significant number.
 */
export type PhoneIdentity = TaxiPhoneNumber;

export type TaxiUser = typeof taxiUsers.$inferSelect;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function hashOtp(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function otpMatches(code: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(TAXI_LIMITS.otpDigits, '0');
}

async function assertCallingCodeExists(db: Database, countryCode: string, t: TaxiTranslate): Promise<void> {
  const [row] = await db
    .select({ iso: callingCodes.isoCode })
    .from(callingCodes)
    .where(eq(callingCodes.dialCode, `+${countryCode}`))
    .limit(1);
  if (!row) {
    const message = t('invalidCountryCode', { code: countryCode });
    throw localisedValidationError(message, { phoneCountryCode: message });
  }
}

/**
 * The user of a phone. A user stored before the phone rule (the number as typed, `0612345678` beside `33`)
 * is found by its national forms and rewritten to E.164 on the way (docs/taxi.md "Phone numbers").
 */
export async function findUserByPhone(db: Database, who: PhoneIdentity): Promise<TaxiUser | undefined> {
  const [user] = await db.select().from(taxiUsers).where(samePhone(taxiUsers, who)).limit(1);
  if (user) return user;
  const [legacy] = await db.select().from(taxiUsers).where(legacyPhone(taxiUsers, who)).limit(1);
  if (!legacy) return undefined;
  const [healed] = await db
    .update(taxiUsers)
    .set({ countryCode: who.countryCode, phone: who.e164 })
    .where(eq(taxiUsers.id, legacy.id))
    .returning();
  return healed;
}

async function latestCode(db: Database, who: PhoneIdentity, forUpdate = false) {
  const query = db
    .select()
    .from(taxiOtpCodes)
    .where(samePhone(taxiOtpCodes, who))
    .orderBy(desc(taxiOtpCodes.createdAt), desc(taxiOtpCodes.id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Colombia: the site's own country, bounded by the site-wide budget only. */
const HOME_COUNTRY_CODE = '57';

type OtpRule = RateLimitRule & { scope: 'site' | 'country' | 'ip' | 'phone' };

/**
 * The budgets a sign-in code spends (SMS pumping: an attacker makes the site text premium numbers): the
 * site's hour, the destination country's hour (outside Colombia), the client's and the phone's. They are
 * checked before anything is counted, so a refused request spends nothing: a flood from elsewhere does not
 * use up the codes of the phone's owner. A site or country budget that runs out is logged for the operator.
 */
export async function spendOtpBudgets(who: PhoneIdentity, ip: string, t: TaxiTranslate): Promise<void> {
  const settings = config();
  const rules: OtpRule[] = [
    { scope: 'site', key: 'taxi:otp:site', limit: settings.SMS_CODES_PER_HOUR, windowSeconds: 3600 },
    ...(who.countryCode === HOME_COUNTRY_CODE
      ? []
      : [
          {
            scope: 'country' as const,
            key: `taxi:otp:country:${who.countryCode}`,
            limit: settings.SMS_CODES_PER_FOREIGN_COUNTRY_PER_HOUR,
            windowSeconds: 3600,
          },
        ]),
    { scope: 'ip', key: `taxi:otp:ip:${ip}`, limit: settings.TAXI_OTP_MAX_PER_IP_PER_HOUR, windowSeconds: 3600 },
    {
      // E.164: one phone is one key however it was typed ("06 12…", "612…", "+33 6 12…").
      scope: 'phone',
      key: `taxi:otp:phone:${who.e164}`,
      limit: settings.TAXI_OTP_MAX_PER_PHONE_PER_HOUR,
      windowSeconds: 3600,
    },
  ];
  const store = rateLimitStore();
  const exceeded = await firstExceededRule(rules, store);
  if (exceeded) {
    const { rule, retryAfterSeconds } = exceeded;
    if (rule.scope === 'site' || rule.scope === 'country') {
      // The scope and the country's calling code, never the phone number.
      log.error(
        { scope: rule.scope, limit: rule.limit, retryAfterSeconds },
        `SMS budget exhausted: ${rule.scope === 'site' ? 'site-wide' : `country +${who.countryCode}`} ` +
          `(${rule.limit} codes an hour); sign-in codes are refused for ${retryAfterSeconds} s. ` +
          'A surge of requests to one country is the mark of SMS pumping (docs/security.md).',
      );
    }
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const message =
      rule.scope === 'site'
        ? t('otpSiteBudget', { minutes })
        : rule.scope === 'country'
          ? t('otpCountryBudget', { minutes })
          : t('otpRateLimited', { minutes });
    throw tooManyRequests(retryAfterSeconds, message);
  }
  // Two requests racing past the check both count; the next one is refused.
  await consumeRateLimits(store, rules);
}

export interface SendOtpOptions {
  ip: string;
  t: TaxiTranslate;
  /** For tests: the code to send instead of a random one. */
  code?: string;
}

/** Sends a new code by SMS (through the outbox) and says whether a name is still needed. */
export async function sendOtp(db: Database, who: PhoneIdentity, options: SendOtpOptions) {
  const { t } = options;
  await assertCallingCodeExists(db, who.countryCode, t);
  const at = now();
  const previous = await latestCode(db, who);
  const sinceLastMs = previous ? at.getTime() - previous.createdAt.getTime() : Infinity;
  if (sinceLastMs < TAXI_LIMITS.resendSeconds * 1000) {
    const seconds = Math.ceil((TAXI_LIMITS.resendSeconds * 1000 - sinceLastMs) / 1000);
    throw tooManyRequests(seconds, t('otpResendTooSoon', { seconds }));
  }
  await spendOtpBudgets(who, options.ip, t);
  const code = options.code ?? generateOtp();
  await db.transaction(async (tx) => {
    await tx
      .update(taxiOtpCodes)
      .set({ closedAt: at })
      .where(and(samePhone(taxiOtpCodes, who), isNull(taxiOtpCodes.closedAt)));
    await tx.insert(taxiOtpCodes).values({
      countryCode: who.countryCode,
      phone: who.e164,
      codeHash: hashOtp(code),
      createdAt: at,
      expiresAt: new Date(at.getTime() + TAXI_LIMITS.otpValidSeconds * 1000),
    });
    await enqueueMessage(tx as unknown as Database, {
      channel: 'sms',
      to: who.e164,
      text: t('otpSms', { code }),
      kind: 'otp',
    });
  });
  const user = await findUserByPhone(db, who);
  return {
    needsName: !user?.name,
    resendAfterSeconds: TAXI_LIMITS.resendSeconds,
    expiresInSeconds: TAXI_LIMITS.otpValidSeconds,
  };
}

export interface VerifyOtpInput extends PhoneIdentity {
  code: string;
  name?: string | undefined;
  email?: string | undefined;
}

function otpError(code: string, message: string): AppError {
  return new AppError(400, code, message, { fields: { code: message } });
}

/** Checks the code; on success creates or updates the user and issues an access token. */
export async function verifyOtp(db: Database, input: VerifyOtpInput, t: TaxiTranslate) {
  const at = now();
  // Wrong tries must be counted even though the request fails: they commit before the error is thrown.
  const outcome = await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const row = await latestCode(db, input, true);
    if (!row) return { error: otpError('otp_missing', t('otpMissing')) };
    if (row.closedAt) {
      return {
        error:
          row.attempts >= TAXI_LIMITS.otpMaxAttempts
            ? otpError('otp_locked', t('otpLocked'))
            : otpError('otp_missing', t('otpMissing')),
      };
    }
    if (row.expiresAt.getTime() <= at.getTime()) return { error: otpError('otp_expired', t('otpExpired')) };
    if (!otpMatches(input.code, row.codeHash)) {
      const attempts = row.attempts + 1;
      const locked = attempts >= TAXI_LIMITS.otpMaxAttempts;
      await db
        .update(taxiOtpCodes)
        .set({ attempts, ...(locked ? { closedAt: at } : {}) })
        .where(eq(taxiOtpCodes.id, row.id));
      return {
        error: locked
          ? otpError('otp_locked', t('otpLocked'))
          : otpError('otp_invalid', t('otpInvalid', { remaining: TAXI_LIMITS.otpMaxAttempts - attempts })),
      };
    }
    const existing = await findUserByPhone(db, input);
    if (!existing?.name && (!input.name || !input.email)) {
      const message = t('nameRequired');
      const fields: Record<string, string> = {};
      if (!input.name) fields.name = message;
      if (!input.email) fields.email = message;
      // The code stays valid: the person adds the name and email and sends it again.
      return { error: new AppError(400, 'name_required', message, { fields }) };
    }
    await db.update(taxiOtpCodes).set({ closedAt: at }).where(eq(taxiOtpCodes.id, row.id));
    const user = await upsertUser(db, input, existing, at);
    return { token: await issueToken(db, user.id, at) };
  });
  if ('error' in outcome && outcome.error) throw outcome.error;
  return outcome.token!;
}

async function upsertUser(db: Database, input: VerifyOtpInput, existing: TaxiUser | undefined, at: Date) {
  const profile = {
    ...(input.name ? { name: input.name } : {}),
    ...(input.email ? { email: input.email.toLowerCase() } : {}),
  };
  if (existing) {
    if (Object.keys(profile).length === 0) return existing;
    const [updated] = await db
      .update(taxiUsers)
      .set({ ...profile, updatedAt: at })
      .where(eq(taxiUsers.id, existing.id))
      .returning();
    return updated!;
  }
  const [created] = await db
    .insert(taxiUsers)
    .values({ countryCode: input.countryCode, phone: input.e164, ...profile, createdAt: at, updatedAt: at })
    .returning();
  return created!;
}

export async function issueToken(db: Database, userId: number, at = now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + TAXI_LIMITS.tokenValidDays * 86_400_000);
  await db.insert(taxiAccessTokens).values({ tokenHash: sha256(token), userId, createdAt: at, expiresAt });
  return { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt.toISOString() };
}

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

/** The signed-in user of a request, or a 401 in the caller's language. */
export async function authenticate(db: Database, request: Request, t: TaxiTranslate): Promise<TaxiUser> {
  const user = await signedInUser(db, request);
  if (!user) throw unauthorized(t('unauthorized'));
  return user;
}

/** The user whose valid (not revoked, not expired) token the request carries, if any. */
export async function signedInUser(db: Database, request: Request): Promise<TaxiUser | undefined> {
  const token = bearerOf(request);
  if (!token) return undefined;
  const [row] = await db
    .select({ user: taxiUsers })
    .from(taxiAccessTokens)
    .innerJoin(taxiUsers, eq(taxiUsers.id, taxiAccessTokens.userId))
    .where(
      and(
        eq(taxiAccessTokens.tokenHash, sha256(token)),
        isNull(taxiAccessTokens.revokedAt),
        gt(taxiAccessTokens.expiresAt, now()),
      ),
    )
    .limit(1);
  return row?.user;
}

/** Revokes the request's token. Logging out twice, or with an unknown token, is not an error. */
export async function revokeToken(db: Database, request: Request): Promise<void> {
  const token = bearerOf(request);
  if (!token) return;
  await db
    .update(taxiAccessTokens)
    .set({ revokedAt: now() })
    .where(and(eq(taxiAccessTokens.tokenHash, sha256(token)), isNull(taxiAccessTokens.revokedAt)));
}
