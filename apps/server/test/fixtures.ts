// Data the server's tests and the deployment's tests share. Imports nothing, so that the
// deploy workspace can read it without the server's dependencies.

/** Everything a production server needs but a database, with real-looking values. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://rewards.oasis-retail.ae',
  TRUST_PROXY: '1',
  MAIL_URL: 'smtp://mailer:secret@smtp.oasis-retail.ae:587',
  MAIL_FROM: 'rewards@oasis-retail.ae',
  METRICS_TOKEN: 'k3Jx9qL2vN8wR4tY6uP1sD5fG7hZ0aBc',
  SECRET_KEY: 'Zq8vK1mW4rT7yN0pL3sD6fH9jB2xC5gE',
};

/**
 * LoyCreateCustomer's DATA but the client id: a valid sign-up of `email` and `mobile` with
 * `password`; `details` replaces any of the customer's other fields.
 */
export function signUpData(
  who: { email: string; mobile: string; password: string },
  details: Record<string, string> = {},
) {
  return {
    TYPE_NAME: 'CUSTOMER' as const,
    CUSTOMER_DETAILS: {
      FIRSTNAME: 'Test',
      LASTNAME: 'Customer',
      MOBILE: who.mobile,
      EMAIL: who.email,
      BIRTHDATE: '1990-01-01',
      NATIONALITY: 'Emirati',
      COUNTRY: 'United Arab Emirates',
      GENDER: 'Male',
      CITY: 'Dubai',
      AREA: 'Deira',
      country_code: 'AE',
      city_code: 'AE-DXB',
      area_code: 'AE-DXB-DEIRA',
      ...details,
    },
    LOGIN_DETAILS: { USERNAME: who.email, PWORD: who.password, VALID: 'Y' },
  };
}
