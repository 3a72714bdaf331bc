import * as z from 'zod/mini';
import { answer } from '../answer';
import { dataBase, envelope } from '../envelope';
import { clientIdValue, code, formDate, gender, str, withClientId } from '../fields';
import { one, optText, statusValue } from '../readers';
import { defineCall } from '../define';

/** Profile edits and the profile picture. */

/**
 * CUSTOMER_DETAILS of LoyUpdateCustomer. Our choice: only CUST_CODE is required; the server
 * changes the fields that are present, so an edit of one row can send only that row.
 * profile_img is the bare file name returned by ProfilePictureUploader.
 */
export const customerUpdate = z.object({
  CUST_CODE: code(),
  FIRSTNAME: z.optional(str()),
  LASTNAME: z.optional(str()),
  MOBILE: z.optional(code()),
  EMAIL: z.optional(str()),
  ADDR1: z.optional(str()),
  ADDR2: z.optional(str()),
  ADDR3: z.optional(str()),
  BIRTHDATE: z.optional(formDate),
  COMPNAME: z.optional(str()),
  NATIONALITY: z.optional(str()),
  GENDER: z.optional(gender),
  country_code: z.optional(code()),
  city_code: z.optional(code()),
  area_code: z.optional(code()),
  CITY: z.optional(str()),
  AREA: z.optional(str()),
  COUNTRY: z.optional(str()),
  profile_img: z.optional(str()),
});

/** 18 LoyUpdateCustomer (FUNCTION LoyUpdateCustomer in the envelope). */
export const loyUpdateCustomerRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TYPE_NAME: z.literal('CUSTOMER_UPDATE'),
      CUSTOMER_DETAILS: one(customerUpdate),
    }),
  ),
);
export const loyUpdateCustomerResponse = answer({});

/**
 * 19 ProfilePictureUploader: a multipart form with the file in field `myFile`. This schema
 * describes its text fields only; the file is checked by its bytes on the server.
 */
export const profilePictureRequest = z.lazy(() =>
  // The vendor's app sends only the file: the session says whose picture it is. A client id
  // and customer code, when sent, are read and checked against the session.
  z.object({
    CLIENT_ID: z.optional(clientIdValue),
    client_id: z.optional(clientIdValue),
    CUST_CODE: z.optional(code()),
  }),
);

/** Success ('True' expected) and fileName, whose last path segment is used as profile_img. */
export const profilePictureResponse = z.object({
  Success: statusValue,
  MESSAGE: optText,
  fileName: optText,
});

/** This group's calls, as the registry lists them. */
export const loyUpdateCustomerCall = defineCall({
  id: 18,
  name: 'LoyUpdateCustomer',
  base: 'base',
  path: 'LoyUpdateCustomer',
  auth: 'customer',
  request: loyUpdateCustomerRequest,
  response: loyUpdateCustomerResponse,
});

export const profilePictureUploaderCall = defineCall({
  id: 19,
  name: 'ProfilePictureUploader',
  base: 'base',
  path: 'ProfilePictureUploader',
  auth: 'customer',
  encoding: 'multipart',
  request: profilePictureRequest,
  response: profilePictureResponse,
});
