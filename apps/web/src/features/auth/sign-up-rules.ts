import { normaliseMobile } from '@loyalty/contract';
import * as z from 'zod/mini';
import { MINIMUM_AGE, ageOn } from '../../lib/age';
import { ta } from '../../i18n/auth';
import type { AuthMessageKey } from '../../i18n/auth';
import type { Place } from '../../components/place-pickers';

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

/** The fields a sign-up message can be about. */
export type SignUpField = 'email' | 'phone' | 'birthDate' | 'password' | 'confirm';

const REQUIRED: (keyof SignUpValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'gender',
  'nationality',
  'country',
  'city',
  'area',
  'password',
  'confirm',
];

/**
 * The seven checks of docs/wire-protocol.md §5 in their order, each with the field it is said
 * on ('root': the form as a whole, said in the banner).
 */
const RULES: {
  field: SignUpField | 'root';
  message: AuthMessageKey;
  holds: (values: SignUpValues, today: Date) => boolean;
}[] = [
  {
    field: 'root',
    message: 'signup.required',
    holds: (values) => REQUIRED.every((key) => values[key].trim() !== ''),
  },
  {
    field: 'email',
    message: 'signup.badEmail',
    holds: (values) => EMAIL.test(values.email.trim()),
  },
  {
    field: 'phone',
    message: 'signup.badPhone',
    holds: (values) => PHONE.test(normaliseMobile(values.phone)),
  },
  {
    field: 'birthDate',
    message: 'signup.tooYoung',
    holds: (values, today) =>
      /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) && ageOn(values.birthDate, today) >= MINIMUM_AGE,
  },
  {
    field: 'password',
    message: 'signup.shortPassword',
    holds: (values) => values.password.length > 3,
  },
  {
    field: 'confirm',
    message: 'signup.shortConfirm',
    holds: (values) => values.confirm.length > 3,
  },
  {
    field: 'confirm',
    message: 'signup.mismatch',
    holds: (values) => values.password === values.confirm,
  },
];

/**
 * The sign-up rules as a zod schema: only the first rule that fails is reported, on its field,
 * as the product says one thing at a time. The age is counted on `today`, else on the day of the
 * check.
 */
export function signUpSchema(today?: Date) {
  const text = z.string();
  return z
    .object(
      Object.fromEntries(REQUIRED.map((key) => [key, text])) as Record<
        keyof SignUpValues,
        typeof text
      >,
    )
    .check(
      ...RULES.map(({ field, message, holds }) =>
        z.refine<SignUpValues>((values) => holds(values, today ?? new Date()), {
          message: ta(message),
          path: [field],
          abort: true,
        }),
      ),
    );
}

/** The sign-up form's values: the places as chosen, with their codes. */
export type SignUpFormValues = Omit<SignUpValues, 'country' | 'city' | 'area'> & { place: Place };

/** The form's values checked by the sign-up rules, the places read by their names. */
export function signUpFormSchema() {
  return z.pipe(
    z.pipe(
      z.custom<SignUpFormValues>(),
      z.transform(({ place, ...fields }): SignUpValues => ({
        ...fields,
        country: place.country?.name ?? '',
        city: place.city?.name ?? '',
        area: place.area?.name ?? '',
      })),
    ),
    signUpSchema(),
  );
}

/** The message of the first rule the values break, or null when they may be sent. */
export function validateSignUp(values: SignUpValues, today: Date = new Date()): string | null {
  const result = signUpSchema(today).safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The one field a refusal concerns (our own rules' messages, or the server's about a taken
 * e-mail or mobile), or null when it concerns several (every field is required).
 */
export function fieldOfProblem(message: string): SignUpField | null {
  const ours = RULES.find((rule) => ta(rule.message) === message);
  if (ours) return ours.field === 'root' ? null : ours.field;
  if (/\be-?mail\b|البريد الإلكتروني/i.test(message)) return 'email';
  if (/\b(mobile|phone)\b|الجوال|الهاتف/i.test(message)) return 'phone';
  return null;
}
