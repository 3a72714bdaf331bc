import type { customerUpdate } from '@loyalty/contract';
import type * as z from 'zod/mini';
import type { CustomerPoints } from '../../api/customer-points';

/** CUSTOMER_DETAILS of LoyUpdateCustomer (docs/wire-protocol.md §7 #18). */
export type CustomerDetails = z.input<typeof customerUpdate>;

/**
 * The full name split on its first space into first and last name (docs/wire-protocol.md §5); every word after
 * the first stays in the last name ('Omar Bin Khalid' → 'Omar', 'Bin Khalid').
 */
export function splitName(fullName: string): { first: string; last: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/**
 * The bare file name of a picture URL or path (docs/wire-protocol.md §3: only the file name is sent back),
 * decoded: an older answer's `profile%2F<hash>.webp` gives `<hash>.webp` too.
 */
export function pictureName(image: string | undefined): string {
  let text = image?.split(/[?#]/)[0] ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // Not encoded after all: read as it is.
  }
  return text.split(/[/\\]/).pop() ?? '';
}

/**
 * The customer's current values as CUSTOMER_DETAILS: every edit sends them all, with the one
 * change laid over them (docs/wire-protocol.md §4). Values the record lacks and the server would refuse blank
 * (e-mail, birth date, gender) are left out rather than sent empty.
 */
export function customerDetails(customer: CustomerPoints): CustomerDetails {
  const { first, last } = splitName(customer.CUST_NAME);
  return {
    CUST_CODE: customer.CUST_CODE,
    FIRSTNAME: first,
    LASTNAME: last,
    MOBILE: customer.MOBILE,
    ...(customer.EMAIL ? { EMAIL: customer.EMAIL } : {}),
    ADDR1: customer.ADDR1 ?? '',
    ADDR2: customer.ADDR2 ?? '',
    ADDR3: customer.ADDR3 ?? '',
    ...(customer.BIRTH_DATE ? { BIRTHDATE: customer.BIRTH_DATE.slice(0, 10) } : {}),
    COMPNAME: customer.COMP_NAME ?? '',
    NATIONALITY: customer.NATIONALITY ?? '',
    ...(customer.GENDER ? { GENDER: customer.GENDER } : {}),
    country_code: customer.country_code ?? '',
    city_code: customer.city_code ?? '',
    area_code: customer.area_code ?? '',
    CITY: customer.CITY ?? '',
    AREA: customer.AREA ?? '',
    COUNTRY: customer.COUNTRY ?? '',
    profile_img: pictureName(customer.PROFILE_IMAGE),
  };
}

/** The record as it reads after `details` were saved, until the server's answer replaces it. */
export function applyDetails(customer: CustomerPoints, details: CustomerDetails): CustomerPoints {
  const text = (value: unknown, fallback: string | undefined) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
  return {
    ...customer,
    CUST_NAME:
      [details.FIRSTNAME, details.LASTNAME].filter(Boolean).join(' ') || customer.CUST_NAME,
    MOBILE: text(details.MOBILE, customer.MOBILE) ?? customer.MOBILE,
    EMAIL: text(details.EMAIL, customer.EMAIL),
    ADDR1: text(details.ADDR1, customer.ADDR1),
    ADDR2: text(details.ADDR2, customer.ADDR2),
    ADDR3: text(details.ADDR3, customer.ADDR3),
    BIRTH_DATE: text(details.BIRTHDATE, customer.BIRTH_DATE),
    NATIONALITY: text(details.NATIONALITY, customer.NATIONALITY),
    GENDER: text(details.GENDER, customer.GENDER),
    country_code: text(details.country_code, customer.country_code),
    city_code: text(details.city_code, customer.city_code),
    area_code: text(details.area_code, customer.area_code),
    CITY: text(details.CITY, customer.CITY),
    AREA: text(details.AREA, customer.AREA),
    COUNTRY: text(details.COUNTRY, customer.COUNTRY),
  };
}
