import { describe, expect, it } from 'vitest';
import type { CustomerPoints } from '../../api/customer-points';
import { applyDetails, customerDetails, pictureName, splitName } from './customer-details';

const customer: CustomerPoints = {
  CUST_CODE: '1567134525',
  CUST_NAME: 'Layla Haddad',
  MOBILE: '0501234567',
  EMAIL: 'demo@example.com',
  ADDR1: '',
  ADDR2: '',
  ADDR3: 'Dubai',
  BIRTH_DATE: '1990-04-12',
  COMP_NAME: undefined,
  NATIONALITY: 'Emirati',
  GENDER: 'Female',
  country_code: 'AE',
  city_code: 'AE-DXB',
  area_code: 'AE-DXB-AL-BARSHA',
  CITY: 'Dubai',
  AREA: 'Al Barsha',
  COUNTRY: 'United Arab Emirates',
  PROFILE_IMAGE: 'http://localhost/files/profile%2Fab12.webp',
  CARD_TYPE: 'GOLD',
  CURRENTPOINTS: 100,
  REDEEMABLEPOINTS: 100,
  POINTS_VALUE: 5,
  POINTS_EXPIRED: 0,
  POINTS_TOTAL: 100,
};

describe('profile details', () => {
  it('splits a full name on the first space, keeping every later word in the last name', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ first: 'Mary', last: 'Ann Smith' });
    expect(splitName('Omar  Bin Khalid')).toEqual({ first: 'Omar', last: 'Bin Khalid' });
    expect(splitName('  Omar   Khalil ')).toEqual({ first: 'Omar', last: 'Khalil' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
  });

  it('sends back only the picture file name', () => {
    expect(pictureName('http://host/files/profile/ab12.webp')).toBe('ab12.webp');
    expect(pictureName('profile/ab12.webp')).toBe('ab12.webp');
    // An encoded slash in an older answer's address.
    expect(pictureName('http://host/files/profile%2Fab12.webp')).toBe('ab12.webp');
    expect(pictureName(undefined)).toBe('');
  });

  it('sends every current value with the edit laid over them', () => {
    const details = { ...customerDetails(customer), MOBILE: '0509999999' };
    expect(details).toMatchObject({
      CUST_CODE: '1567134525',
      FIRSTNAME: 'Layla',
      LASTNAME: 'Haddad',
      MOBILE: '0509999999',
      EMAIL: 'demo@example.com',
      BIRTHDATE: '1990-04-12',
      GENDER: 'Female',
      COUNTRY: 'United Arab Emirates',
      country_code: 'AE',
      CITY: 'Dubai',
      AREA: 'Al Barsha',
      ADDR3: 'Dubai',
      COMPNAME: '',
    });
    expect(applyDetails(customer, details)).toMatchObject({
      CUST_NAME: 'Layla Haddad',
      MOBILE: '0509999999',
    });
  });

  it('leaves out what the record lacks and the server refuses blank', () => {
    const details = customerDetails({ ...customer, EMAIL: undefined, BIRTH_DATE: undefined });
    expect(details).not.toHaveProperty('EMAIL');
    expect(details).not.toHaveProperty('BIRTHDATE');
  });
});
