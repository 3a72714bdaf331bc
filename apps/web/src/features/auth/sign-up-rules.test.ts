import { afterEach, describe, expect, it } from 'vitest';
import { arabicRefusal } from '../../i18n/ar/refusals';
import { setLocale } from '../../i18n/locale';
import { ageOn } from '../../lib/age';
import { capitalise, fieldOfProblem, latestBirthDate, validateSignUp } from './sign-up-rules';
import type { SignUpValues } from './sign-up-rules';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time

const valid: SignUpValues = {
  firstName: 'Sara',
  lastName: 'Haddad',
  email: 'sara@example.com',
  phone: '0501112233',
  birthDate: '1995-03-01',
  gender: 'FEMALE',
  nationality: 'Emirati',
  country: 'United Arab Emirates',
  city: 'Dubai',
  area: 'Al Barsha',
  password: 'secret1',
  confirm: 'secret1',
};

const check = (changes: Partial<SignUpValues>) => validateSignUp({ ...valid, ...changes }, TODAY);

describe('validateSignUp (docs/wire-protocol.md §5, in order)', () => {
  it('accepts a complete, consistent form', () => {
    expect(check({})).toBeNull();
  });

  it.each(Object.keys(valid) as (keyof SignUpValues)[])('1. requires %s', (field) => {
    expect(check({ [field]: '' })).toBe('All fields are required.');
    expect(check({ [field]: '   ' })).toBe('All fields are required.');
  });

  it('2. wants an e-mail that looks like one', () => {
    for (const email of ['sara', 'sara@example', 'sara@ex ample.com', '@example.com']) {
      expect(check({ email })).toBe('Please enter a valid email address.');
    }
    expect(check({ email: 'sara.h+loyalty@mail.example.ae' })).toBeNull();
  });

  it('3. wants a phone of 5 to 15 digits', () => {
    for (const phone of ['1234', '1234567890123456', '05011-22ab', '+971', 'phone']) {
      expect(check({ phone })).toBe('Please enter a valid phone number.');
    }
    expect(check({ phone: '12345' })).toBeNull();
    expect(check({ phone: '123456789012345' })).toBeNull();
  });

  it('3. takes the usual ways of writing a UAE mobile', () => {
    for (const phone of [
      '+971 50 111 2233',
      '+971501112233',
      '00971501112233',
      '050-111-2233',
      '050 111 2233',
    ]) {
      expect(check({ phone }), phone).toBeNull();
    }
  });

  it('4. wants an age of at least 18 by the birthday', () => {
    expect(check({ birthDate: '2007-06-16' })).toBe('You must be at least 18 years old.');
    expect(check({ birthDate: '2007-06-15' })).toBeNull();
    expect(check({ birthDate: '2020-01-01' })).toBe('You must be at least 18 years old.');
  });

  it('5. wants a password longer than 3 characters', () => {
    expect(check({ password: 'abc', confirm: 'abc' })).toBe(
      'Password must be greater than 3 characters.',
    );
    expect(check({ password: 'abcd', confirm: 'abcd' })).toBeNull();
  });

  it('6. wants a confirmation longer than 3 characters', () => {
    expect(check({ confirm: 'abc' })).toBe('Confirm Password must be greater than 3 characters.');
  });

  it('7. wants both passwords to match', () => {
    expect(check({ confirm: 'secret2' })).toBe('Password and confirm password should match');
  });

  it('reports the first broken rule when several are broken', () => {
    const broken = { email: 'x', phone: '1', birthDate: '2020-01-01', password: 'a', confirm: 'b' };
    expect(check({ ...broken, area: '' })).toBe('All fields are required.');
    expect(check(broken)).toBe('Please enter a valid email address.');
    expect(check({ ...broken, email: 'a@b.co' })).toBe('Please enter a valid phone number.');
    expect(check({ ...broken, email: 'a@b.co', phone: '12345' })).toBe(
      'You must be at least 18 years old.',
    );
    const adult = { ...broken, email: 'a@b.co', phone: '12345', birthDate: '1990-01-01' };
    expect(check(adult)).toBe('Password must be greater than 3 characters.');
    expect(check({ ...adult, password: 'abcd' })).toBe(
      'Confirm Password must be greater than 3 characters.',
    );
    expect(check({ ...adult, password: 'abcd', confirm: 'abce' })).toBe(
      'Password and confirm password should match',
    );
  });
});

describe('sign-up helpers', () => {
  it('capitalises names: first letter upper, the rest lower', () => {
    expect(capitalise('jOHN')).toBe('John');
    expect(capitalise('  mary-ANN ')).toBe('Mary-ann');
    expect(capitalise('')).toBe('');
  });

  it('counts whole years up to the birthday', () => {
    expect(ageOn('2000-06-15', TODAY)).toBe(25);
    expect(ageOn('2000-06-16', TODAY)).toBe(24);
  });

  it('gives the latest birth date of an 18-year-old', () => {
    expect(latestBirthDate(TODAY)).toBe('2007-06-15');
    expect(latestBirthDate(new Date(2024, 1, 29))).toBe('2006-02-28');
  });
});

describe('fieldOfProblem', () => {
  it('names the field each one-field rule is about, and none for the required rule', () => {
    expect(fieldOfProblem('Please enter a valid email address.')).toBe('email');
    expect(fieldOfProblem('Please enter a valid phone number.')).toBe('phone');
    expect(fieldOfProblem('You must be at least 18 years old.')).toBe('birthDate');
    expect(fieldOfProblem('Password must be greater than 3 characters.')).toBe('password');
    expect(fieldOfProblem('Confirm Password must be greater than 3 characters.')).toBe('confirm');
    expect(fieldOfProblem('Password and confirm password should match')).toBe('confirm');
    expect(fieldOfProblem('An account with this email address already exists.')).toBe('email');
    expect(fieldOfProblem('An account with this mobile number already exists.')).toBe('phone');
    expect(fieldOfProblem('All fields are required.')).toBeNull();
    expect(fieldOfProblem('Failed to register')).toBeNull();
  });
});

describe('fieldOfProblem in Arabic', () => {
  afterEach(() => setLocale('en', false));

  it("finds the field of the server's refusal as an Arabic screen reads it", async () => {
    await setLocale('ar', false);
    const taken = arabicRefusal('An account with this email address already exists.');
    expect(fieldOfProblem(taken)).toBe('email');
    expect(
      fieldOfProblem(arabicRefusal('An account with this mobile number already exists.')),
    ).toBe('phone');
    expect(fieldOfProblem(arabicRefusal('You must be at least 18 years old.'))).toBe('birthDate');
    expect(fieldOfProblem(arabicRefusal('All fields are required.'))).toBeNull();
  });
});
