// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/tests/render';
import { parsePhoneIssue, phoneIssueMessage, phoneIssueText, type PhoneExpectation } from './issue';
import {
  checkMobile,
  checkMobileForCallingCode,
  expectationForCallingCode,
  formatInternational,
  legacyNationalForms,
  toE164,
} from './mobile';

/*
 * The site's phone rule: valid MOBILE numbers of the chosen country at their real lengths (libphonenumber's
 * metadata), trunk prefixes removed, E.164 as the canonical form. The 10-to-15-digit rule it replaces refused
 * every mobile of Spain, France and Portugal (9 digits), Panama, Costa Rica and Uruguay (8), and sent French
 * numbers typed with their 0 to +33 06…
 */

const ok = (typed: string, code: string) => {
  const check = checkMobileForCallingCode(typed, code);
  if (!check.ok) throw new Error(`${typed} (+${code}) was refused: ${check.problem}`);
  return check.number;
};

/** The field's message, as the es/en pages and API say it. */
const said = (expected: PhoneExpectation, locale: 'es' | 'en') =>
  phoneIssueText(
    (messagesFor(locale).forms as { errors: { phoneInvalid: string } }).errors.phoneInvalid,
    expected,
    locale === 'es' ? 'es-CO' : 'en-US',
  );

describe('mobiles typed beside a calling code (taxi sign-in, personal-data requests)', () => {
  it.each([
    ['Spain, 6xx, 9 digits', '34', '612345678', '+34612345678', 'ES'],
    ['Spain, 7xx, spaced', '34', '712 34 56 78', '+34712345678', 'ES'],
    ['France typed with its trunk 0 and spaces', '33', '06 12 34 56 78', '+33612345678', 'FR'],
    ['France without the 0', '33', '612345678', '+33612345678', 'FR'],
    ['France, 07', '33', '07 81 23 45 67', '+33781234567', 'FR'],
    ['Portugal, 9 digits', '351', '912 345 678', '+351912345678', 'PT'],
    ['Panama, 8 digits', '507', '6123-4567', '+50761234567', 'PA'],
    ['Costa Rica, 8 digits', '506', '8312 3456', '+50683123456', 'CR'],
    ['Uruguay, 8 digits, typed with its trunk 0', '598', '094 231 234', '+59894231234', 'UY'],
    ['Colombia, 3xx, 10 digits', '57', '3001234567', '+573001234567', 'CO'],
    ['Colombia with parentheses and dashes', '57', '(321) 123-4567', '+573211234567', 'CO'],
    ['the whole number with + and the same code', '33', '+33 6 12 34 56 78', '+33612345678', 'FR'],
    ['the whole number with 00', '33', '0033 6 12 34 56 78', '+33612345678', 'FR'],
    ['Canada under +1 (its area code says which country)', '1', '613 555 0123', '+16135550123', 'CA'],
    ['United Kingdom typed with its 0', '44', '07400 123456', '+447400123456', 'GB'],
  ])('%s: +%s "%s" is %s', (_, code, typed, e164, region) => {
    expect(ok(typed, code)).toMatchObject({ e164, callingCode: code, region });
    expect(toE164(typed, code)).toBe(e164);
  });

  it('keeps the national significant number without its trunk prefix', () => {
    expect(ok('06 12 34 56 78', '33')).toMatchObject({
      nationalNumber: '612345678',
      international: '+33 6 12 34 56 78',
    });
    expect(ok('094 231 234', '598')).toMatchObject({ nationalNumber: '94231234' });
  });

  it('one phone is one E.164 however it is typed: "0612…" and "612…" are the same key', () => {
    const forms = ['0612345678', '612345678', '06 12 34 56 78', '+33612345678', '+33 (0)6 12 34 56 78'];
    expect(new Set(forms.map((typed) => toE164(typed, '33')))).toEqual(new Set(['+33612345678']));
  });

  it.each([
    ['a Spanish landline (no SMS)', '34', '912 34 56 78'],
    ['Spain, 8 digits', '34', '61234567'],
    ['Spain, 10 digits', '34', '6123456789'],
    ['France, too short', '33', '06 12 34 56'],
    ['France, a landline', '33', '01 23 45 67 89'],
    ['Portugal, a landline', '351', '212 345 678'],
    ['Panama, 6 digits', '507', '612345'],
    ['Panama, a landline', '507', '212-3456'],
    ['Costa Rica, a landline', '506', '2212 3456'],
    ['Uruguay, a landline', '598', '2123 4567'],
    ['Colombia, 9 digits', '57', '300123456'],
    ['Colombia, a Bogotá landline', '57', '601 234 5678'],
    ['Colombia, 11 digits', '57', '30012345678'],
    ['letters', '57', '300 ABC 4567'],
    ['another calling code after +', '33', '+34 612 34 56 78'],
    ['over 30 characters', '57', `300 123 4567${' '.repeat(20)}8`],
  ])('refuses %s: +%s "%s"', (_, code, typed) => {
    const check = checkMobileForCallingCode(typed, code);
    expect(check).toMatchObject({ ok: false, problem: 'invalid' });
    expect(toE164(typed, code)).toBeUndefined();
  });

  it('says empty, and a calling code of no country, apart', () => {
    expect(checkMobileForCallingCode('  ', '34')).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkMobileForCallingCode('612345678', '999')).toMatchObject({ ok: false, problem: 'callingCode' });
    // 800: international freephone, no country.
    expect(checkMobileForCallingCode('12345678', '800')).toMatchObject({ ok: false, problem: 'callingCode' });
  });

  it.each([
    [
      '34',
      'Ingresa un celular válido de España (+34), por ejemplo 612 34 56 78',
      'Enter a valid mobile number for Spain (+34), e.g. 612 34 56 78',
    ],
    [
      '33',
      'Ingresa un celular válido de Francia (+33), por ejemplo 06 12 34 56 78',
      'Enter a valid mobile number for France (+33), e.g. 06 12 34 56 78',
    ],
    [
      '351',
      'Ingresa un celular válido de Portugal (+351), por ejemplo 912 345 678',
      'Enter a valid mobile number for Portugal (+351), e.g. 912 345 678',
    ],
    [
      '507',
      'Ingresa un celular válido de Panamá (+507), por ejemplo 6123-4567',
      'Enter a valid mobile number for Panama (+507), e.g. 6123-4567',
    ],
    [
      '506',
      'Ingresa un celular válido de Costa Rica (+506), por ejemplo 8312 3456',
      'Enter a valid mobile number for Costa Rica (+506), e.g. 8312 3456',
    ],
    [
      '598',
      'Ingresa un celular válido de Uruguay (+598), por ejemplo 094 231 234',
      'Enter a valid mobile number for Uruguay (+598), e.g. 094 231 234',
    ],
    [
      '57',
      'Ingresa un celular válido de Colombia (+57), por ejemplo 321 1234567',
      'Enter a valid mobile number for Colombia (+57), e.g. 321 1234567',
    ],
    [
      '1',
      'Ingresa un celular válido de +1, por ejemplo (201) 555-0123',
      'Enter a valid mobile number for +1, e.g. (201) 555-0123',
    ],
  ])(
    'an invalid +%s number is refused naming the country and its example mobile (libphonenumber’s)',
    (code, es, en) => {
      const check = checkMobileForCallingCode('12', code);
      if (check.ok) throw new Error('accepted');
      expect(check.expected).toEqual(expectationForCallingCode(code));
      expect(said(check.expected, 'es')).toBe(es);
      expect(said(check.expected, 'en')).toBe(en);
    },
  );
});

describe('mobiles in a field of their own (PQRS, contact): Colombian, or any country with +', () => {
  it.each([
    ['3001234567', '+573001234567'],
    ['300 123 4567', '+573001234567'],
    ['573001234567', '+573001234567'],
    ['+57 300 123 4567', '+573001234567'],
    ['+34 612 34 56 78', '+34612345678'],
    ['+33 06 12 34 56 78', '+33612345678'],
    ['+507 6123 4567', '+50761234567'],
    ['+1 415 555 0100', '+14155550100'],
  ])('"%s" is %s', (typed, e164) => {
    expect(checkMobile(typed)).toMatchObject({ ok: true, number: { e164 } });
  });

  it('an invalid number without + is said against Colombia; with +, against the country of its code', () => {
    const colombian = checkMobile('612345678');
    const spanish = checkMobile('+34 912 34 56 78');
    const unknown = checkMobile('+999 1234');
    if (colombian.ok || spanish.ok || unknown.ok) throw new Error('accepted');
    expect(said(colombian.expected, 'en')).toBe('Enter a valid mobile number for Colombia (+57), e.g. 321 1234567');
    expect(said(spanish.expected, 'es')).toBe(
      'Ingresa un celular válido de España (+34), por ejemplo +34 612 34 56 78',
    );
    expect(said(unknown.expected, 'en')).toBe('Enter a valid mobile number for Colombia (+57), e.g. 321 1234567');
  });
});

describe('phone issue messages and stored numbers', () => {
  it('carry what the field expects through a validation message', () => {
    const expected = expectationForCallingCode('33');
    const message = phoneIssueMessage(expected);
    expect(message).toBe('phoneInvalid|33|FR|06 12 34 56 78');
    expect(parsePhoneIssue(message)).toEqual(expected);
    expect(parsePhoneIssue('mobileRequired')).toBeUndefined();
  });

  it('finds a number stored before the rule by its national forms, and formats E.164 for people', () => {
    expect(legacyNationalForms(ok('612345678', '33'))).toEqual(['612345678', '0612345678']);
    expect(legacyNationalForms(ok('3001234567', '57'))).toEqual(['3001234567']);
    expect(formatInternational('+50761234567')).toBe('+507 6123 4567');
    expect(formatInternational('3001234567')).toBe('3001234567');
  });
});
