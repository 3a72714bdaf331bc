import { describe, expect, it } from 'vitest';
import { parseWith, registry } from '../src/index';

describe('requests: tolerance the server needs (docs/decisions/013-vendor-backend.md)', () => {
  it('reads the client id in either casing, under the spelling docs/wire-protocol.md §7 uses for the call', () => {
    const upper = parseWith(registry.Loy_getAboutUs.request, { DATA: { CLIENT_ID: 1001 } });
    expect(upper).toEqual({ ok: true, data: { DATA: { client_id: '1001' } } });
    const lower = parseWith(registry.GetAccess.request, { DATA: { client_id: ' 1001 ' } });
    expect(lower).toEqual({ ok: true, data: { DATA: { CLIENT_ID: '1001' } } });
  });

  it('reads numbers sent as strings as numbers', () => {
    const result = parseWith(registry.LoySharePoints.request, {
      DATA: {
        EMAIL_SENDER: 'demo@example.com',
        MOBILE_NUM_SENDER: 501234567,
        EMAIL_RECEIVER: 'friend@example.com',
        MOBILE_NUM_RECEIVER: '0507654321',
        SHARE_POINTS: '250',
        client_id: '1001',
      },
    });
    expect(result.ok && result.data.DATA).toEqual({
      EMAIL_SENDER: 'demo@example.com',
      MOBILE_NUM_SENDER: '501234567',
      EMAIL_RECEIVER: 'friend@example.com',
      MOBILE_NUM_RECEIVER: '0507654321',
      SHARE_POINTS: 250,
      CLIENT_ID: '1001',
    });
  });

  it('reads CUSTOMER_DETAILS and LOGIN_DETAILS sent as one-element arrays, GENDER in any casing', () => {
    const details = {
      FIRSTNAME: 'Sara',
      LASTNAME: 'Khan',
      MOBILE: '0509876543',
      EMAIL: 'sara@example.com',
      BIRTHDATE: '01-06-1995',
      NATIONALITY: 'Indian',
      COUNTRY: 'United Arab Emirates',
      GENDER: 'female',
      CITY: 'Dubai',
      AREA: 'Deira',
      country_code: 'AE',
      city_code: 'DXB',
      area_code: 'DXB01',
    };
    const result = parseWith(registry.LoyCreateCustomer.request, {
      DATA: {
        TYPE_NAME: 'CUSTOMER',
        CLIENT_ID: '1001',
        CUSTOMER_DETAILS: [details],
        LOGIN_DETAILS: [{ USERNAME: 'sara@example.com', PWORD: ' spaced ', VALID: 'y' }],
      },
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.DATA.CUSTOMER_DETAILS).toMatchObject({
      GENDER: 'Female',
      BIRTHDATE: '1995-06-01',
    });
    expect(result.data.DATA.LOGIN_DETAILS).toEqual({
      USERNAME: 'sara@example.com',
      PWORD: ' spaced ',
      VALID: 'Y',
    });
  });

  it('lets a blank birth date through to the server, which answers the spec’s message', () => {
    const result = parseWith(registry.LoyUpdateCustomer.request, {
      DATA: {
        TYPE_NAME: 'CUSTOMER_UPDATE',
        CLIENT_ID: '1001',
        CUSTOMER_DETAILS: { CUST_CODE: 'C1', BIRTHDATE: '' },
      },
    });
    expect(result.ok && result.data.DATA.CUSTOMER_DETAILS).toEqual({
      CUST_CODE: 'C1',
      BIRTHDATE: '',
    });
  });

  it('accepts a body with only DATA, and the outer envelope when sent', () => {
    const bare = parseWith(registry.DownloadSocialLinks.request, { DATA: { CLIENT_ID: '1001' } });
    expect(bare.ok).toBe(true);
    const full = parseWith(registry.DownloadSocialLinks.request, {
      DIV_DES: 'x',
      DIV_ID: 1,
      FUNCTION: 'DownloadSocialLinks',
      SEND_KEY: 'k',
      DATA: { AUTH_KEY: 'a', CLIENT_ID: '1001' },
    });
    expect(full.ok && full.data).toEqual({
      DIV_DES: 'x',
      DIV_ID: 1,
      FUNCTION: 'DownloadSocialLinks',
      SEND_KEY: 'k',
      DATA: { AUTH_KEY: 'a', CLIENT_ID: '1001' },
    });
  });

  it('strips unknown extra fields', () => {
    const result = parseWith(registry.VerifyOTP.request, {
      EXTRA: 1,
      DATA: { EMAIL_ID: 'a@b.c', OTP: 1234, CLIENT_ID: '1', DEVICE: 'ios' },
    });
    expect(result).toEqual({
      ok: true,
      data: { DATA: { EMAIL_ID: 'a@b.c', OTP: '1234', CLIENT_ID: '1' } },
    });
  });

  it('refuses huge strings at the edge', () => {
    const result = parseWith(registry.SendOTP.request, {
      DATA: { EMAIL_ID: 'a'.repeat(10_000), CLIENT_ID: '1' },
    });
    expect(result).toEqual({
      ok: false,
      message: 'DATA.EMAIL_ID: Too big: expected string to have at most 200 characters',
    });
    const feedback = parseWith(registry.Loy_InsertUpdateFeedbackRatings.request, {
      DATA: {
        client_id: '1',
        TRAN: [
          {
            client_id: '1',
            rating_id: 1,
            rating_name: 'x',
            option_id: 2,
            customer_code: 'C',
            other_feedback: 'x'.repeat(2001),
          },
        ],
      },
    });
    expect(feedback.ok).toBe(false);
  });

  it('requires TYPE_NAME where docs/wire-protocol.md §7 names one, and not elsewhere', () => {
    const login = parseWith(registry.LoyLogin.request, {
      DATA: { USERNAME: 'a', PWORD: 'b', CLIENT_ID: '1' },
    });
    expect(login).toEqual({
      ok: false,
      message: 'DATA.TYPE_NAME: Invalid option: expected one of "EMAIL"|"PHONE"',
    });
    expect(parseWith(registry.GetLoadScreenImage.request, { DATA: { CLIENT_ID: '1' } }).ok).toBe(
      true,
    );
  });
});
