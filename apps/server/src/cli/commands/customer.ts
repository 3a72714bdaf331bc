import fs from 'node:fs/promises';
import { parseWith, registry } from '@loyalty/contract';
import { accountsService } from '../../modules/accounts/accounts.service';
import { geographyRepository } from '../../modules/geography/geography.repository';
import {
  CliError,
  type CliContext,
  type Command,
  optionalText,
  tenantOf,
  text,
  type Values,
} from '../cli-context';

/**
 * The password from a file or from standard input, never from the command line (where the
 * shell's history and `ps` would show it); a final line break is not part of it.
 */
async function password(values: Values, ctx: CliContext): Promise<string> {
  const file = optionalText(values, 'password-file');
  const stdin = values['password-stdin'] === true;
  if (Boolean(file) === stdin)
    throw new CliError(
      'Give the password with exactly one of --password-file or --password-stdin.',
    );
  let raw: string;
  if (file) {
    raw = await fs.readFile(file, 'utf8').catch(() => {
      throw new CliError(`Cannot read the password file ${file}.`);
    });
  } else {
    if (!ctx.input) throw new CliError('This command line cannot read standard input.');
    raw = await ctx.input();
  }
  return raw.replace(/\r?\n$/, '');
}

/** The names of a country, city and area from their codes, as the app's pickers send them. */
async function place(values: Values, ctx: CliContext) {
  const geography = geographyRepository(ctx.deps.db);
  const countryCode = text(values, 'country').toUpperCase();
  const cityCode = text(values, 'city').toUpperCase();
  const areaCode = text(values, 'area').toUpperCase();
  const country = (await geography.countries([countryCode]))[0];
  if (!country) throw new CliError(`Unknown country code ${countryCode}.`);
  const city = (await geography.cities(countryCode)).find((c) => c.city_code === cityCode);
  if (!city) throw new CliError(`Unknown city code ${cityCode} in ${countryCode}.`);
  const areas = await geography.areas(countryCode, cityCode);
  const area = areas.find((a) => a.area_code === areaCode);
  if (!area) throw new CliError(`Unknown area code ${areaCode} in ${cityCode}.`);
  return {
    COUNTRY: country.country_name,
    CITY: city.city_name,
    AREA: area.area_name,
    country_code: countryCode,
    city_code: cityCode,
    area_code: areaCode,
  };
}

export const createCustomerCommand: Command = {
  name: 'create-customer',
  summary: 'create a customer who can sign in (the sign-up rules of the app apply)',
  usage:
    '--client-id 1001 --name "Ada Lovelace" --email ada@example.com --mobile 0501234567 --birth-date 1990-12-10 --gender female --nationality Emirati --country AE --city AE-DXB --area AE-DXB-DEIRA (--password-file FILE | --password-stdin)',
  options: [
    'client-id',
    'name',
    'email',
    'mobile',
    'birth-date',
    'gender',
    'nationality',
    'country',
    'city',
    'area',
    'password-file',
    'password-stdin?',
  ],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const [first = '', ...rest] = text(values, 'name').trim().split(/\s+/);
    if (!rest.length) throw new CliError('--name needs a first and a last name.');
    const email = text(values, 'email');
    const secret = await password(values, ctx);
    // The app's own request: the contract checks each field as it checks a sign-up's.
    const parsed = parseWith(registry.LoyCreateCustomer.request, {
      DATA: {
        CLIENT_ID: String(tenant.clientId),
        TYPE_NAME: 'CUSTOMER',
        CUSTOMER_DETAILS: {
          FIRSTNAME: first,
          LASTNAME: rest.join(' '),
          EMAIL: email,
          MOBILE: text(values, 'mobile'),
          BIRTHDATE: text(values, 'birth-date'),
          GENDER: text(values, 'gender'),
          NATIONALITY: text(values, 'nationality'),
          ...(await place(values, ctx)),
        },
        LOGIN_DETAILS: { USERNAME: email, PWORD: secret },
      },
    });
    if (!parsed.ok) throw new CliError(parsed.message);
    const result = await accountsService(ctx.deps.db, ctx.deps.now).signUp(
      tenant,
      parsed.data.DATA,
    );
    if (!result.ok) throw new CliError(result.message);
    ctx.out(`Customer created (${email}, client id ${tenant.clientId}); they can sign in now.`);
  },
};
