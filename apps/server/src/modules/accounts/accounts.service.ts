import type { RequestOf } from '@loyalty/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { normalizeEmail, normalizeMobile } from '../../lib/normalize';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { Tenant } from '../settings/tenants.repository';
import { allocateCodes } from './customer-codes';
import { customersRepository, type CustomerRow } from './customers.repository';
import { capitalise, signUpProblem } from './sign-up-rules';

export const LOGIN_FAILED = 'Invalid username or password.';
export const SIGN_UP_OK = 'Sign Up Successful';
export const DUPLICATE_EMAIL = 'An account with this email address already exists.';
export const ACCOUNT_BLOCKED =
  'This account is blocked. Please contact the store to have it unblocked.';
export const DUPLICATE_MOBILE = 'An account with this mobile number already exists.';

/** The key a known customer's failed sign-ins are counted under. */
export const loginAccount = (customerId: number) => `c${customerId}`;

type LoginData = RequestOf<'LoyLogin'>['DATA'];
type Registration = RequestOf<'LoyCreateCustomer'>['DATA'];

export type SignUpResult = { ok: true } | { ok: false; message: string };

export function accountsService(db: Kysely<Database>, now: Clock) {
  const customers = customersRepository(db);

  return {
    /**
     * The customer the sign-in names, and the key its failures are counted under: the
     * customer's id, so its e-mail and mobile share one count; an unknown identifier is
     * counted under itself, normalised, so it is limited like a known one.
     */
    async findLogin(
      tenant: Tenant,
      data: LoginData,
    ): Promise<{ row: CustomerRow | undefined; account: string }> {
      const email = data.TYPE_NAME === 'EMAIL';
      const identifier = email ? normalizeEmail(data.USERNAME) : normalizeMobile(data.USERNAME);
      const row = email
        ? await customers.findByEmail(tenant.id, identifier)
        : await customers.findByMobile(tenant.id, identifier);
      return { row, account: row ? loginAccount(row.id) : `u${tenant.id}:${identifier}` };
    },

    /**
     * The customer when the password is theirs, else undefined. An unknown user costs the
     * same hash as a wrong password, and both get the same answer.
     */
    async checkPassword(
      row: CustomerRow | undefined,
      password: string,
    ): Promise<CustomerRow | undefined> {
      if (!row) return void (await verifyAgainstDummy(password));
      return (await verifyPassword(row.password_hash, password)) ? row : undefined;
    },

    async signUp(tenant: Tenant, data: Registration): Promise<SignUpResult> {
      const problem = signUpProblem(data, now());
      if (problem) return { ok: false, message: problem };
      const c = data.CUSTOMER_DETAILS;
      const email = normalizeEmail(c.EMAIL);
      const mobile = normalizeMobile(c.MOBILE);

      const duplicate = async (): Promise<SignUpResult | undefined> => {
        const taken = await customers.taken(tenant.id, email, mobile);
        if (taken.email) return { ok: false, message: DUPLICATE_EMAIL };
        if (taken.mobile) return { ok: false, message: DUPLICATE_MOBILE };
        return undefined;
      };
      const refused = await duplicate();
      if (refused) return refused;

      const passwordHash = await hashPassword(data.LOGIN_DETAILS.PWORD);
      const at = now().toISOString();
      const baseCardType = tenant.rules.cardTypes[0]?.name ?? 'SILVER';
      try {
        const codes = await allocateCodes(customers);
        await customers.insert({
          tenant_id: tenant.id,
          cust_code: codes.custCode,
          card_no: codes.cardNo,
          first_name: capitalise(c.FIRSTNAME),
          last_name: capitalise(c.LASTNAME),
          email,
          mobile,
          birth_date: c.BIRTHDATE,
          gender: c.GENDER,
          nationality: c.NATIONALITY,
          country_code: c.country_code,
          country: c.COUNTRY,
          city_code: c.city_code,
          city: c.CITY,
          area_code: c.area_code,
          area: c.AREA,
          addr1: c.ADDR1 ?? '',
          addr2: c.ADDR2 ?? '',
          addr3: c.ADDR3 ?? '',
          comp_name: c.COMPNAME ?? '',
          profile_image: '',
          card_type: baseCardType,
          password_hash: passwordHash,
          created_at: at,
          updated_at: at,
        });
      } catch (error) {
        // Two sign-ups with the same e-mail at once: the unique index decides.
        if (isUniqueViolation(error)) return (await duplicate()) ?? Promise.reject(error);
        throw error;
      }
      return { ok: true };
    },
  };
}
