import * as z from 'zod/mini';
import { answer } from '../answer';
import { signedInUser } from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, formDate, gender, password, str, withClientId, yesNo } from '../fields';
import { one } from '../readers';
import { defineCall } from '../define';

/** Signing in, joining and signing out. */

/** 8 LoyLogin. LOC_ID is the fixed location 001, accepted and not required. */
export const loyLoginRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      USERNAME: str(),
      PWORD: password,
      TYPE_NAME: z.enum(['EMAIL', 'PHONE']),
      LOC_ID: z.optional(str(20)),
    }),
  ),
);

/**
 * STATUS, MESSAGE, plus the user data. Our choice where docs/wire-protocol.md §7 leaves it open: the user record is
 * DATA (an object; a one-element array is accepted), absent on failure.
 */
export const loyLoginResponse = answer({ DATA: z.optional(one(signedInUser)) });

/**
 * The registration customer of docs/wire-protocol.md §3. Every field is required as a key; blank values reach
 * the server, which answers 'All fields are required.' The address fields are fixed
 * placeholders the client fills.
 */
export const registrationCustomer = z.object({
  FIRSTNAME: str(),
  LASTNAME: str(),
  MOBILE: code(),
  EMAIL: str(),
  BIRTHDATE: formDate,
  NATIONALITY: str(),
  COUNTRY: str(),
  GENDER: gender,
  CITY: str(),
  AREA: str(),
  country_code: code(),
  city_code: code(),
  area_code: code(),
  ADDR1: z.optional(str()),
  ADDR2: z.optional(str()),
  ADDR3: z.optional(str()),
  COMPNAME: z.optional(str()),
});

export const loginDetails = z.object({
  USERNAME: str(),
  PWORD: password,
  VALID: z.optional(yesNo),
});

/** 9 LoyCreateCustomer. */
export const loyCreateCustomerRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TYPE_NAME: z.literal('CUSTOMER'),
      CUSTOMER_DETAILS: one(registrationCustomer),
      LOGIN_DETAILS: one(loginDetails),
    }),
  ),
);
export const loyCreateCustomerResponse = answer({});

/** This group's calls, as the registry lists them. */
export const loyLoginCall = defineCall({
  id: 8,
  name: 'LoyLogin',
  base: 'base',
  path: 'LoyLogin',
  auth: 'public',
  request: loyLoginRequest,
  response: loyLoginResponse,
});

export const loyCreateCustomerCall = defineCall({
  id: 9,
  name: 'LoyCreateCustomer',
  base: 'base',
  path: 'LoyCreateCustomer',
  auth: 'public',
  request: loyCreateCustomerRequest,
  response: loyCreateCustomerResponse,
});

// Logout lives in its own module: the app shell signs out from every screen, and loading the
// sign-in and join schemas with it would put them in the entry chunk.
export { logoutCall, logoutRequest, logoutResponse } from './logout';
