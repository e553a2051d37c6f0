/*
 * Business facts of SPEC §9 that content quotes, each in one place. Content text refers to them as
 * {{name}} placeholders, replaced when rendered (money formatted for the locale: COP with dot thousands).
 */

export const FACTS = {
  cartDepositCop: { kind: 'money', currency: 'COP', amount: 12_000 },
  cartDepositEur: { kind: 'money', currency: 'EUR', amount: 3 },
  cartDepositUsd: { kind: 'money', currency: 'USD', amount: 3 },
  assistedCartCop: { kind: 'money', currency: 'COP', amount: 40_000 },
  assistedCartEur: { kind: 'money', currency: 'EUR', amount: 10 },
  assistedCartUsd: { kind: 'money', currency: 'USD', amount: 10 },
  /** Minutes within which a returned self-service cart gets the whole deposit back. */
  cartRefundMinutes: { kind: 'number', value: 60 },
  cartLocationsFloor1Gates: { kind: 'text', value: '4, 11' },
  cartLocationsFloor2Gates: { kind: 'text', value: '2, 5, 7' },
  liquidContainerMl: { kind: 'number', value: 100 },
  liquidBagLitres: { kind: 'number', value: 1 },
  liquidBagSize: { kind: 'text', value: '20 x 20 cm' },
  foodCourts: { kind: 'number', value: 5 },
  smokingLaw: { kind: 'text', value: 'Ley 1335 de 2009' },
  taxiFloor: { kind: 'number', value: 1 },
  taxiGates: { kind: 'text', value: '5, 10' },
  localBrands: { kind: 'text', value: '40+' },
  exhibitionPhotos: { kind: 'number', value: 60 },
  exhibitionPhotoDiameterCm: { kind: 'number', value: 245 },
  pqrsMaxCharacters: { kind: 'number', value: 2000 },
  doraWhatsapp: { kind: 'text', value: '+57 315 333 3000' },
  dataProtectionLaw: { kind: 'text', value: 'Ley 1581 de 2012' },
} as const;

export type FactName = keyof typeof FACTS;
