import { buildEnvelope, registry, serverPath, type CallName } from '@loyalty/contract';
import { signUpData } from '../fixtures';

/** A customer of the load, as a client reaches them over HTTP. */
export interface LoadCustomer {
  code: string;
  email: string;
  mobile: string;
  cookie: string;
}

export interface LoadStats {
  operations: number;
  accepted: number;
  refused: number;
  /** Answers of 500 or more: the load test fails on any. */
  serverErrors: string[];
  /** Requests that got no answer (the server was killed under them). */
  unanswered: number;
  /** Accounts deleted during the load. */
  deletions: number;
}

/** Every load customer's password. */
const LOAD_PASSWORD = 'secret12';

let address = 0;
/** Each request from an address of its own (the server trusts the proxy header in these tests). */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export class LoadClient {
  constructor(
    readonly base: string,
    readonly staffKey = 'demo-staff-key',
  ) {}

  async call(name: CallName, DATA: Record<string, unknown>, cookie?: string, key?: string) {
    const body = buildEnvelope({
      FUNCTION: registry[name].path,
      DATA,
      keys: { AUTH_KEY: 'a', SEND_KEY: 's' },
    });
    return this.post(serverPath(registry[name]), body, {
      ...(cookie ? { cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    });
  }

  async pos(path: string, body: object, key?: string) {
    return this.post(`/api/pos/${path}`, body, {
      authorization: `Bearer ${this.staffKey}`,
      ...(key ? { 'idempotency-key': key } : {}),
    });
  }

  private async post(path: string, body: object, headers: Record<string, string>) {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { raw: text };
    }
    return { status: res.status, json, setCookie: res.headers.getSetCookie() };
  }

  /** Signs up a customer and signs them in. */
  async newCustomer(tag: string, mobile: string): Promise<LoadCustomer> {
    const email = `load-${tag}@example.com`;
    const made = await this.call('LoyCreateCustomer', {
      CLIENT_ID: '1001',
      ...signUpData(
        { email, mobile, password: LOAD_PASSWORD },
        { FIRSTNAME: 'Load', GENDER: 'Female' },
      ),
    });
    if (made.json.STATUS !== true) throw new Error(`sign-up failed: ${JSON.stringify(made.json)}`);
    const login = await this.call('LoyLogin', {
      CLIENT_ID: '1001',
      USERNAME: email,
      PWORD: LOAD_PASSWORD,
      TYPE_NAME: 'EMAIL',
    });
    const sid = login.setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
    const data = login.json.DATA as { CUST_CODE: string } | undefined;
    if (!sid || !data) throw new Error(`login failed: ${JSON.stringify(login.json)}`);
    return { code: data.CUST_CODE, email, mobile, cookie: sid };
  }
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/**
 * Runs `clients` concurrent loops for `seconds`, each a random mix of the value moves: a bill
 * from the till, CreateVoucher, LoySharePoints, TransferVoucher and a redemption at the till;
 * now and then a customer deletes their account.
 * Each loop acts for one customer (several loops share one, so they race on its balance).
 */
export async function runLoad(options: {
  clients: LoadClient[];
  customers: LoadCustomer[];
  loops: number;
  seconds: number;
  /** Stops early (a crash test kills the server and stops its load). */
  stop?: () => boolean;
}): Promise<LoadStats> {
  const stats: LoadStats = {
    operations: 0,
    accepted: 0,
    refused: 0,
    serverErrors: [],
    unanswered: 0,
    deletions: 0,
  };
  const until = Date.now() + options.seconds * 1000;
  const vouchers = new Map<string, string[]>(options.customers.map((c) => [c.code, []]));
  let bill = 0;
  // A few customers delete their account mid-load: the others' sends to them, and their own
  // loops, are refused from then on, and the erased rows keep the ledger whole.
  const deleters = Math.max(1, Math.floor(options.customers.length / 4));

  async function step(http: LoadClient, me: LoadCustomer) {
    const mine = { CLIENT_ID: '1001', CUST_CODE: me.code, MOBILE_NUM: me.mobile };
    const other = pick(options.customers.filter((c) => c !== me));
    const kind = pick(['bill', 'voucher', 'share', 'share', 'transfer', 'redeem'] as const);
    const key = Math.random() < 0.2 ? `k-${Math.random().toString(36).slice(2)}` : undefined;

    if (kind === 'bill') {
      bill += 1;
      return http.pos(
        'bills',
        {
          billRef: `L-${Date.now()}-${bill}`,
          customer: { custCode: me.code },
          amount: between(1, 300),
        },
        key,
      );
    }
    if (kind === 'voucher') {
      const res = await http.call(
        'CreateVoucher',
        { ...mine, TYPE_NAME: 'NEW_VOUCHER', POINTS: between(1, 40) * 10 },
        me.cookie,
        key,
      );
      if (res.json.STATUS === true) {
        const code = String(res.json.VOUCHER_NO);
        const row = await http.call(
          'GetVoucher',
          { ...mine, TYPE_NAME: 'VOUCHER_HISTORY', USED: 0 },
          me.cookie,
        );
        const list = (row.json.VOUCHER_HEADER ?? []) as {
          entry_no?: unknown;
          VOUCHER_NO?: unknown;
        }[];
        const entry = list.find((v) => v.VOUCHER_NO === code)?.entry_no;
        if (entry !== undefined) vouchers.get(me.code)!.push(`${String(entry)}|${code}`);
      }
      return res;
    }
    if (kind === 'share') {
      return http.call(
        'LoySharePoints',
        {
          CLIENT_ID: '1001',
          EMAIL_SENDER: me.email,
          MOBILE_NUM_SENDER: me.mobile,
          EMAIL_RECEIVER: other.email,
          MOBILE_NUM_RECEIVER: other.mobile,
          SHARE_POINTS: between(1, 120),
        },
        me.cookie,
        key,
      );
    }
    const held = vouchers.get(me.code)!;
    const voucher = held.length
      ? held.splice(Math.floor(Math.random() * held.length), 1)[0]!
      : undefined;
    if (!voucher)
      return http.pos('bills', {
        billRef: `L-${Date.now()}-${(bill += 1)}`,
        customer: { custCode: me.code },
        amount: 10,
      });
    const [entryNo, code] = voucher.split('|') as [string, string];
    if (kind === 'transfer') {
      const res = await http.call(
        'TransferVoucher',
        {
          CLIENT_ID: '1001',
          voucherEntryNo: entryNo,
          senderEmail: me.email,
          senderMobile: me.mobile,
          receiverEmail: other.email,
          receiverMobile: other.mobile,
        },
        me.cookie,
        key,
      );
      if (res.json.STATUS === true) vouchers.get(other.code)!.push(voucher);
      return res;
    }
    return http.pos('vouchers/redeem', { customer: { custCode: me.code }, voucherCode: code });
  }

  const deleteAccount = (http: LoadClient, me: LoadCustomer) =>
    http.call(
      'OurDeleteAccount',
      { CLIENT_ID: '1001', PASSWORD: LOAD_PASSWORD, CONFIRM: true },
      me.cookie,
    );

  async function loop(i: number) {
    const me = options.customers[i % options.customers.length]!;
    let steps = 0;
    while (Date.now() < until && !options.stop?.()) {
      try {
        steps += 1;
        // Behind a load balancer each request may land on any instance.
        const http = pick(options.clients);
        const deleting = i < deleters && steps === 4;
        const res = await (deleting ? deleteAccount(http, me) : step(http, me));
        if (deleting && res.json.STATUS === true) stats.deletions += 1;
        stats.operations += 1;
        if (res.status >= 500) stats.serverErrors.push(`${res.status} ${JSON.stringify(res.json)}`);
        else if (res.status === 200 && res.json.STATUS === true) stats.accepted += 1;
        else stats.refused += 1;
      } catch {
        stats.unanswered += 1;
        if (options.stop?.()) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  await Promise.all(Array.from({ length: options.loops }, (_, i) => loop(i)));
  return stats;
}
