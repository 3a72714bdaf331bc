import { loyCreateCustomerRequest, parseWith } from '@loyalty/contract';
import { describe, expect, it } from 'vitest';
import { toRegistration } from './sign-up-request';

describe('toRegistration', () => {
  const registration = toRegistration(
    {
      firstName: ' sARA ',
      lastName: 'haddad',
      birthDate: '1995-03-01',
      phone: ' 0501112233 ',
      gender: 'FEMALE',
      email: ' sara@example.com ',
      password: ' secret1 ',
    },
    'Jordanian',
    {
      country: { code: 'AE', name: 'United Arab Emirates' },
      city: { code: 'AE-DXB', name: 'Dubai' },
      area: { code: 'AE-DXB-AL-BARSHA', name: 'Al Barsha' },
    },
  );

  it('sends names capitalised, places by name and code, the password as typed', () => {
    expect(registration.customer).toMatchObject({
      FIRSTNAME: 'Sara',
      LASTNAME: 'Haddad',
      MOBILE: '0501112233',
      EMAIL: 'sara@example.com',
      NATIONALITY: 'Jordanian',
      COUNTRY: 'United Arab Emirates',
      country_code: 'AE',
      CITY: 'Dubai',
      city_code: 'AE-DXB',
      AREA: 'Al Barsha',
      area_code: 'AE-DXB-AL-BARSHA',
    });
    expect(registration.login).toEqual({
      USERNAME: 'sara@example.com',
      PWORD: ' secret1 ',
      VALID: 'Y',
    });
  });

  it('is a body the contract accepts', () => {
    const body = {
      DATA: {
        CLIENT_ID: '1001',
        TYPE_NAME: 'CUSTOMER',
        CUSTOMER_DETAILS: registration.customer,
        LOGIN_DETAILS: registration.login,
      },
    };
    expect(parseWith(loyCreateCustomerRequest, body)).toMatchObject({ ok: true });
  });
});
