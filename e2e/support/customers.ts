import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from './urls';

/** A customer made for one test, so the seeded ones keep their password (demo1234). */
export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
}

/** Fresh, unique details: an e-mail and a 10-digit mobile nobody else has. */
export function newCustomer(tag: string): NewCustomer {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return {
    firstName: 'Layla',
    lastName: 'Nasser',
    email: `${tag}-${unique}@example.com`,
    mobile: `05${unique}`,
    password: 'start1234',
  };
}

/** Signs `customer` up with tenant demo through the real LoyCreateCustomer call. */
export async function signUpByApi(request: APIRequestContext, customer: NewCustomer) {
  const response = await request.post(`${BASE_URL}/api/loyalty/LoyCreateCustomer`, {
    data: {
      DIV_ID: 1,
      FUNCTION: 'LoyCreateCustomer',
      DATA: {
        TYPE_NAME: 'CUSTOMER',
        CLIENT_ID: '1001',
        CUSTOMER_DETAILS: {
          FIRSTNAME: customer.firstName,
          LASTNAME: customer.lastName,
          MOBILE: customer.mobile,
          EMAIL: customer.email,
          BIRTHDATE: '1992-05-20',
          NATIONALITY: 'Emirati',
          COUNTRY: 'United Arab Emirates',
          GENDER: 'FEMALE',
          CITY: 'Dubai',
          AREA: 'Al Barsha',
          country_code: 'AE',
          city_code: 'AE-DXB',
          area_code: 'AE-DXB-AL-BARSHA',
        },
        LOGIN_DETAILS: { USERNAME: customer.email, PWORD: customer.password, VALID: 'Y' },
      },
    },
  });
  const answer = (await response.json()) as { STATUS?: unknown; MESSAGE?: string };
  expect(answer.STATUS, answer.MESSAGE).toBe(true);
}
