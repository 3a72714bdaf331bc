import type { RequestOf } from '@loyalty/contract';
import { normalizeEmail, normalizeMobile } from '../../lib/normalize';
import { EMAIL, PHONE, SIGN_UP_MESSAGES, ageOn, capitalise } from '../accounts/sign-up-rules';
import { Refusal } from '../../ledger/refusal';
import type { CustomerChanges } from './profile.repository';

export type CustomerUpdate = RequestOf<'LoyUpdateCustomer'>['DATA']['CUSTOMER_DETAILS'];

const MINIMUM_AGE = 18;
const refuse = (message: string) => new Refusal('INVALID_PROFILE', message);

function required(value: string): string {
  if (value.trim() === '') throw refuse(SIGN_UP_MESSAGES.required);
  return value.trim();
}

/**
 * The changes an edit asks for, under the sign-up rules (docs/wire-protocol.md §5): only fields that are sent
 * change; names are capitalised; e-mail, phone and age are checked with the spec's messages.
 * `profile_img` names a stored file, so the service reads it.
 */
export function profileChanges(u: CustomerUpdate, today: Date): CustomerChanges {
  const c: CustomerChanges = {};
  if (u.FIRSTNAME !== undefined) c.first_name = capitalise(required(u.FIRSTNAME));
  if (u.LASTNAME !== undefined) c.last_name = capitalise(required(u.LASTNAME));
  if (u.EMAIL !== undefined) {
    const email = normalizeEmail(required(u.EMAIL));
    if (!EMAIL.test(email)) throw refuse(SIGN_UP_MESSAGES.email);
    c.email = email;
  }
  if (u.MOBILE !== undefined) {
    const mobile = normalizeMobile(required(u.MOBILE));
    if (!PHONE.test(mobile)) throw refuse(SIGN_UP_MESSAGES.phone);
    c.mobile = mobile;
  }
  if (u.BIRTHDATE !== undefined) {
    const birth = required(u.BIRTHDATE).slice(0, 10);
    if (ageOn(birth, today) < MINIMUM_AGE) throw refuse(SIGN_UP_MESSAGES.age);
    c.birth_date = birth;
  }
  if (u.GENDER !== undefined) c.gender = u.GENDER;
  const plain: [keyof CustomerUpdate, keyof CustomerChanges][] = [
    ['NATIONALITY', 'nationality'],
    ['COUNTRY', 'country'],
    ['country_code', 'country_code'],
    ['CITY', 'city'],
    ['city_code', 'city_code'],
    ['AREA', 'area'],
    ['area_code', 'area_code'],
    ['ADDR1', 'addr1'],
    ['ADDR2', 'addr2'],
    ['ADDR3', 'addr3'],
    ['COMPNAME', 'comp_name'],
  ];
  for (const [from, to] of plain) {
    const value = u[from];
    if (typeof value === 'string') Object.assign(c, { [to]: value.trim() });
  }
  return c;
}
