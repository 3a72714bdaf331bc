import { normaliseMobile } from '@loyalty/contract';
import type { CustomerDetails, LoginDetails } from './api/loy-create-customer';
import type { Choice } from '../../components/place-pickers';
import { capitalise } from './sign-up-rules';

export interface SignUpFields {
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  gender: string;
  email: string;
  password: string;
}

/**
 * CUSTOMER_DETAILS and LOGIN_DETAILS of LoyCreateCustomer (docs/wire-protocol.md §3, §7) from checked values:
 * names capitalised, places by name and code, the e-mail as the user name.
 */
export function toRegistration(
  fields: SignUpFields,
  nationality: string,
  place: { country: Choice; city: Choice; area: Choice },
): { customer: CustomerDetails; login: LoginDetails } {
  const email = fields.email.trim();
  return {
    customer: {
      FIRSTNAME: capitalise(fields.firstName),
      LASTNAME: capitalise(fields.lastName),
      // The one form the server stores: 0501234567 for +971 50 123 4567.
      MOBILE: normaliseMobile(fields.phone),
      EMAIL: email,
      BIRTHDATE: fields.birthDate,
      NATIONALITY: nationality,
      COUNTRY: place.country.name,
      GENDER: fields.gender,
      CITY: place.city.name,
      AREA: place.area.name,
      country_code: place.country.code,
      city_code: place.city.code,
      area_code: place.area.code,
      // The registration form asks for no address: the fixed placeholders of docs/wire-protocol.md §3.
      ADDR1: '',
      ADDR2: '',
      ADDR3: '',
      COMPNAME: '',
    },
    login: { USERNAME: email, PWORD: fields.password, VALID: 'Y' },
  };
}
