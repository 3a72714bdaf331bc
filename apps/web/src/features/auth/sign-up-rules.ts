import { normaliseMobile } from '@loyalty/contract';
import { MINIMUM_AGE, ageOn } from '../../lib/age';
import { ta } from '../../i18n/auth';

/** The sign-up form's values as typed or chosen (names of places, not codes). */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  gender: string;
  nationality: string;
  country: string;
  city: string;
  area: string;
  password: string;
  confirm: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{5,15}$/;

/** The latest birth date of someone 18 today, for the date picker's `max`. */
export function latestBirthDate(today: Date): string {
  const year = String(today.getFullYear() - MINIMUM_AGE).padStart(4, '0');
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  // 29 February has no twin 18 years on; 28 February is still 18 by then.
  return month === '02' && day === '29' ? `${year}-02-28` : `${year}-${month}-${day}`;
}

/** "jOHN" → "John": the first letter capital, the rest lower case (docs/wire-protocol.md §5). */
export function capitalise(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

/**
 * The seven checks of docs/wire-protocol.md §5 in their order: the message of the first that fails, or null
 * when the values may be sent.
 */
export function validateSignUp(values: SignUpValues, today: Date = new Date()): string | null {
  const required = [
    values.firstName,
    values.lastName,
    values.email,
    values.phone,
    values.birthDate,
    values.gender,
    values.nationality,
    values.country,
    values.city,
    values.area,
    values.password,
    values.confirm,
  ];
  if (required.some((value) => value.trim() === '')) return ta('signup.required');
  if (!EMAIL.test(values.email.trim())) return ta('signup.badEmail');
  if (!PHONE.test(normaliseMobile(values.phone))) return ta('signup.badPhone');
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) ||
    ageOn(values.birthDate, today) < MINIMUM_AGE
  ) {
    return ta('signup.tooYoung');
  }
  if (values.password.length <= 3) return ta('signup.shortPassword');
  if (values.confirm.length <= 3) return ta('signup.shortConfirm');
  if (values.password !== values.confirm) return ta('signup.mismatch');
  return null;
}

/** The fields a sign-up message can be about. */
export type SignUpField = 'email' | 'phone' | 'birthDate' | 'password' | 'confirm';
export type FieldErrors = Partial<Record<SignUpField, string>>;

/**
 * The one field a refusal concerns (our own rules' messages, or the server's about a taken
 * e-mail or mobile), or null when it concerns several (every field is required).
 */
export function fieldOfProblem(message: string): SignUpField | null {
  const ours: [string, SignUpField][] = [
    [ta('signup.badEmail'), 'email'],
    [ta('signup.badPhone'), 'phone'],
    [ta('signup.tooYoung'), 'birthDate'],
    [ta('signup.shortPassword'), 'password'],
    [ta('signup.shortConfirm'), 'confirm'],
    [ta('signup.mismatch'), 'confirm'],
  ];
  const found = ours.find(([text]) => text === message);
  if (found) return found[1];
  if (/\be-?mail\b/i.test(message)) return 'email';
  if (/\b(mobile|phone)\b/i.test(message)) return 'phone';
  return null;
}
