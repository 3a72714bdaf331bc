import { describe, expect, it } from 'vitest';
import { buildEnvelope, envelopeSchema, parseWith, registry } from '../src/index';

const keys = { AUTH_KEY: 'auth-key', SEND_KEY: 'send-key' };

describe('buildEnvelope', () => {
  it('wraps the call data with DIV_ID 1, FUNCTION, SEND_KEY and AUTH_KEY', () => {
    expect(
      buildEnvelope({ FUNCTION: 'SendOTP', DATA: { EMAIL_ID: 'a@b.c', CLIENT_ID: '1001' }, keys }),
    ).toEqual({
      DIV_ID: 1,
      FUNCTION: 'SendOTP',
      SEND_KEY: 'send-key',
      DATA: { AUTH_KEY: 'auth-key', EMAIL_ID: 'a@b.c', CLIENT_ID: '1001' },
    });
  });

  it('adds DIV_DES only when given (ChangePWD)', () => {
    const body = buildEnvelope({
      FUNCTION: 'ChangePWD',
      DATA: { CLIENT_ID: '1' },
      keys,
      DIV_DES: 'ChangePWD',
    });
    expect(Object.keys(body)).toEqual(['DIV_DES', 'DIV_ID', 'FUNCTION', 'SEND_KEY', 'DATA']);
    expect(body.DIV_DES).toBe('ChangePWD');
  });

  it('builds bodies the envelope schema and the call schema accept', () => {
    const body = buildEnvelope({ FUNCTION: 'GetAccess', DATA: { CLIENT_ID: '1001' }, keys });
    expect(parseWith(envelopeSchema, body).ok).toBe(true);
    expect(parseWith(registry.GetAccess.request, body)).toEqual({ ok: true, data: body });
  });
});

describe('envelope schema', () => {
  it('needs DATA with a client id and nothing else', () => {
    expect(parseWith(envelopeSchema, { DATA: { client_id: '1' } })).toEqual({
      ok: true,
      data: { DATA: { CLIENT_ID: '1' } },
    });
    expect(parseWith(envelopeSchema, { FUNCTION: 'X' })).toEqual({
      ok: false,
      message: 'DATA: Invalid input: expected object, received undefined',
    });
  });
});
