import type { RequestOf } from '@loyalty/contract';
import { normalizeMobile } from '../../lib/normalize';

type Registration = RequestOf<'LoyCreateCustomer'>['DATA'];

/** The spec's messages (docs/wire-protocol.md §5), verbatim. */
export const SIGN_UP_MESSAGES = {
  required: 'All fields are required.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  age: 'You must be at least 18 years old.',
  password: 'Password must be greater than 3 characters.',
} as const;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\d{5,15}$/;
const MINIMUM_AGE = 18;

/** Whole years between an ISO birth date and today (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y = 0, m = 1, d = 1] = birthDate.slice(0, 10).split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * "jOHN" → "John": first letter capital, the rest lower case (docs/wire-protocol.md §5), word by word, so a
 * name of several words ("bin khalid") keeps each word's capital ("Bin Khalid").
 */
export function capitalise(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The sign-up rules of docs/wire-protocol.md §5 in its order; the first broken rule's message, or null.
 * (Confirm-password rules are the form's: only one password reaches the server.)
 */
export function signUpProblem(data: Registration, today: Date): string | null {
  const c = data.CUSTOMER_DETAILS;
  const password = data.LOGIN_DETAILS.PWORD;
  const required = [
    c.FIRSTNAME,
    c.LASTNAME,
    c.EMAIL,
    c.MOBILE,
    c.BIRTHDATE,
    c.GENDER,
    c.NATIONALITY,
    c.COUNTRY,
    c.CITY,
    c.AREA,
    password,
  ];
  if (required.some((v) => v.trim() === '')) return SIGN_UP_MESSAGES.required;
  if (!EMAIL.test(c.EMAIL)) return SIGN_UP_MESSAGES.email;
  if (!PHONE.test(normalizeMobile(c.MOBILE))) return SIGN_UP_MESSAGES.phone;
  if (ageOn(c.BIRTHDATE, today) < MINIMUM_AGE) return SIGN_UP_MESSAGES.age;
  if (password.length <= 3) return SIGN_UP_MESSAGES.password;
  return null;
}
