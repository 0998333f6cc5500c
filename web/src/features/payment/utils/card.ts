/** What the card form holds, as typed. */
export interface CardFields {
  number: string;
  name: string;
  month: string;
  year: string;
  securityCode: string;
}

/** The card as Omise.js takes it (`Omise.createToken('card', …)`). */
export interface OmiseCard {
  name: string;
  number: string;
  expiration_month: number;
  expiration_year: number;
  security_code: string;
}

export type CardProblem = 'required' | 'invalid' | 'expired';
export type CardErrors = Partial<Record<keyof CardFields, CardProblem>>;

export const EMPTY_CARD: CardFields = { number: '', name: '', month: '', year: '', securityCode: '' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The number in groups of four as it is typed (at most 19 digits): "4242 4242 4242 4242". */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The check digit every card number carries (Luhn), which catches a mistyped digit before the bank is asked. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

/** The years a card may still run to: this year and the next fifteen. */
export const expiryYears = (now: Date): number[] => Array.from({ length: 16 }, (_, index) => now.getFullYear() + index);

/**
 * Checks the card before it goes to the provider: every field given, a number of 12 to 19 digits
 * with a good check digit, an expiry not before this month, a security code of 3 or 4 digits.
 * The provider still decides; this catches a slip of the finger without a round trip.
 */
export function checkCard(fields: CardFields, now: Date): { card: OmiseCard } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = digitsOf(fields.number);
  const name = fields.name.trim();
  const month = Number(fields.month);
  const year = Number(fields.year);
  const securityCode = fields.securityCode.trim();

  if (!number) errors.number = 'required';
  else if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.number = 'invalid';
  if (!name) errors.name = 'required';
  if (!fields.month) errors.month = 'required';
  else if (!(Number.isInteger(month) && month >= 1 && month <= 12)) errors.month = 'invalid';
  if (!fields.year) errors.year = 'required';
  else if (!Number.isInteger(year)) errors.year = 'invalid';
  if (!errors.month && !errors.year && year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.month = 'expired';
  if (!securityCode) errors.securityCode = 'required';
  else if (!/^\d{3,4}$/.test(securityCode)) errors.securityCode = 'invalid';

  if (Object.keys(errors).length > 0) return { errors };
  return { card: { name, number, expiration_month: month, expiration_year: year, security_code: securityCode } };
}
