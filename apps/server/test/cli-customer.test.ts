import { beforeAll, describe, expect, it } from 'vitest';
import { cliHarness } from './cli-helper';
import { login } from './helper';

const cli = cliHarness();
const { run, runWithInput, write } = cli;
const CLIENT = '1011';

/** Every option but the password's, for a customer of their own. */
const customer = (tag: string, overrides: Record<string, string> = {}) => {
  const options: Record<string, string> = {
    'client-id': CLIENT,
    name: 'Ada King Lovelace',
    email: `ada-${tag}@example.com`,
    mobile: `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    'birth-date': '1990-12-10',
    gender: 'female',
    nationality: 'Emirati',
    country: 'AE',
    city: 'AE-DXB',
    area: 'AE-DXB-DEIRA',
    ...overrides,
  };
  const args = Object.entries(options).flatMap(([k, v]) => [`--${k}`, v]);
  return { email: options.email ?? '', args };
};

const customers = async () =>
  (
    await cli.t.app.db
      .selectFrom('customers')
      .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
      .select(['customers.email', 'customers.first_name', 'customers.last_name', 'customers.city'])
      .where('tenants.client_id', '=', Number(CLIENT))
      .execute()
  ).sort((a, b) => a.email.localeCompare(b.email));

describe('create-customer', () => {
  beforeAll(async () => {
    const made = await run(
      'create-tenant',
      '--client-id',
      CLIENT,
      '--sub-domain',
      'cli-customers',
      '--name',
      'CLI Customers',
    );
    expect(made.code).toBe(0);
  });

  it('creates a customer from a password file who can then sign in', async () => {
    const file = await write('password.txt', 'file-secret-9\n');
    const { email, args } = customer('file');
    const res = await run('create-customer', ...args, '--password-file', file);
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain(email);
    expect(await customers()).toContainEqual({
      email,
      first_name: 'Ada',
      last_name: 'King Lovelace',
      city: 'Dubai',
    });
    // The final line break of the file is not part of the password.
    const signedIn = await login(cli.t.app, email, { client: CLIENT, password: 'file-secret-9' });
    expect(signedIn.res.json()).toMatchObject({
      STATUS: true,
      DATA: { CUST_NAME: 'Ada King Lovelace' },
    });
  });

  it('takes the password from standard input', async () => {
    const { email, args } = customer('stdin');
    const res = await runWithInput(
      'stdin-secret-7\n',
      'create-customer',
      ...args,
      '--password-stdin',
    );
    expect(res.code).toBe(0);
    const signedIn = await login(cli.t.app, email, { client: CLIENT, password: 'stdin-secret-7' });
    expect(signedIn.res.json()).toMatchObject({ STATUS: true });
  });

  it('refuses, writing nothing, what the sign-up refuses and a password in the arguments', async () => {
    const file = await write('ok.txt', 'secret-123');
    const short = await write('short.txt', 'abc\n');
    const before = await customers();
    const taken = before[0]?.email ?? '';
    const cases: [string[], RegExp][] = [
      [
        [...customer('young', { 'birth-date': '2020-01-01' }).args, '--password-file', file],
        /at least 18/,
      ],
      [
        [...customer('mail', { email: 'not-an-address' }).args, '--password-file', file],
        /valid email/,
      ],
      [[...customer('short').args, '--password-file', short], /greater than 3/],
      [[...customer('dup', { email: taken }).args, '--password-file', file], /already exists/],
      [
        [...customer('one', { name: 'Ada' }).args, '--password-file', file],
        /first and a last name/,
      ],
      [
        [...customer('geo', { area: 'AE-DXB-NOWHERE' }).args, '--password-file', file],
        /Unknown area/,
      ],
      [[...customer('none').args], /exactly one of --password-file or --password-stdin/],
      [[...customer('argv').args, '--password', 'in-the-open'], /Unknown option '--password'/],
      [
        [...customer('lost').args, '--password-file', `${file}.missing`],
        /Cannot read the password file/,
      ],
      [
        [...customer('other', { 'client-id': '4242' }).args, '--password-file', file],
        /No programme has client id 4242/,
      ],
    ];
    for (const [args, message] of cases) {
      const res = await run('create-customer', ...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.err).toMatch(message);
    }
    expect(await customers()).toEqual(before);
  });
});
