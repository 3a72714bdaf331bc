import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logger';
import { DEMO, call, createTestApp, login, type TestApp } from './helper';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  const options = loggerOptions('info');
  t = await createTestApp({
    build: { logger: typeof options === 'object' ? { ...options, stream: sink } : options },
  });
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry a request id and never a password, OTP or session cookie', async () => {
    const { cookie } = await login(t.app, 'demo@example.com');
    await call(t.app, 'SendOTP', { EMAIL_ID: 'demo@example.com', ...DEMO });
    await call(t.app, 'Logout', DEMO, { cookie, headers: { 'x-request-id': 'trace-42' } });
    const log = lines.join('');
    expect(log).toContain('"reqId":"trace-42"');
    expect(log).not.toContain('demo1234');
    expect(log).not.toContain((cookie ?? 'sid=').slice(4));
    const mails = await t.app.outbox.listNewestFirst();
    const code = /code is (\d{4})/.exec(mails[0]?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(log).not.toMatch(new RegExp(`"OTP":"${code}"`));
  });

  it('redact secret fields wherever an object carrying them is logged', () => {
    lines.length = 0;
    t.app.log.info(
      {
        DATA: { PWORD: 'p4ss', OTP: '1234', card_no: '6123', NEW_PASSWORD: 'n3w' },
        body: { CUSTOMER_DETAILS: { PWORD: 'x' } },
      },
      'probe',
    );
    const entry = JSON.parse(lines.join('')) as {
      DATA: Record<string, string>;
      body: { CUSTOMER_DETAILS: { PWORD: string } };
    };
    expect(entry.DATA).toEqual({
      PWORD: '[redacted]',
      OTP: '[redacted]',
      card_no: '[redacted]',
      NEW_PASSWORD: '[redacted]',
    });
    expect(entry.body.CUSTOMER_DETAILS.PWORD).toBe('[redacted]');
  });
});
