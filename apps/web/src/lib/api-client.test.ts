import {
  aboutUsCall,
  getLoadScreenImageCall,
  logoutCall,
  loyLoginCall,
  sendOtpCall,
} from '@loyalty/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AUTH_KEY,
  SEND_KEY,
  callApi,
  envelope,
  readRetryAfter,
  setUnauthorizedHandler,
} from './api-client';
import { setActiveConfig } from './app-settings';
import { getSignedInUser, saveSignedInUser } from './session';
import { testConfig } from '../test/render-app';

/** Stands in for the network: answers every request with `body` and records the request. */
function answerWith(body: unknown, status = 200) {
  const fetchStub = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function sentBody(fetchStub: ReturnType<typeof answerWith>): unknown {
  const init = fetchStub.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

const login = () =>
  envelope('LoyLogin', {
    USERNAME: 'demo@example.com',
    PWORD: 'demo1234',
    TYPE_NAME: 'EMAIL' as const,
    LOC_ID: '001',
  });

describe('callApi', () => {
  beforeEach(() => setActiveConfig(testConfig()));
  afterEach(() => {
    setActiveConfig(undefined);
    setUnauthorizedHandler(() => undefined);
  });

  it('posts the envelope to the URL the registry and settings give, with credentials', async () => {
    const fetchStub = answerWith({ STATUS: true, MESSAGE: 'ok', DATA: [] });
    await callApi(getLoadScreenImageCall, envelope('GetLoadScreenImage', {}));
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe(`${location.origin}/api/loyalty/GetLoadScreenImage`);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(sentBody(fetchStub)).toEqual({
      DIV_ID: 1,
      FUNCTION: 'GetLoadScreenImage',
      SEND_KEY,
      DATA: { AUTH_KEY, CLIENT_ID: '1001' },
    });
  });

  it('joins AppBaseURL1 without a slash (docs/wire-protocol.md §7: {base1}Loy_getAboutUs)', async () => {
    const fetchStub = answerWith({ DATA: [] });
    await callApi(aboutUsCall, envelope('Loy_getAboutUs', {}));
    expect(fetchStub.mock.calls[0]?.[0]).toBe(`${location.origin}/api/crm/Loy_getAboutUs`);
  });

  it("reads STATUS 'TRUE' as success and parses the body with the response schema", async () => {
    answerWith({ STATUS: 'TRUE', DATA: [{ image_name: 'welcome-1.jpg  ' }] });
    const result = await callApi(getLoadScreenImageCall, envelope('GetLoadScreenImage', {}));
    expect(result.ok).toBe(true);
    expect(result.data.DATA).toEqual([{ image_name: 'welcome-1.jpg' }]);
  });

  it('unwraps a one-element array answer', async () => {
    answerWith([
      {
        STATUS: true,
        MESSAGE: 'Successfully logged in',
        DATA: { CUST_CODE: 1001, CUST_NAME: 'Demo Customer', MOBILE: '0501234567' },
      },
    ]);
    const result = await callApi(loyLoginCall, login());
    expect(result).toMatchObject({ ok: true, message: 'Successfully logged in' });
    expect(result.data.DATA?.CUST_CODE).toBe('1001');
  });

  it("reads a failure with the message under 'Message'", async () => {
    answerWith({ STATUS: 'false', Message: 'Invalid username or password' });
    const result = await callApi(loyLoginCall, login());
    expect(result).toMatchObject({ ok: false, message: 'Invalid username or password' });
  });

  it("reads SUCCESS 'True' as success", async () => {
    answerWith({
      SUCCESS: 'True',
      MESSAGE: 'OTP sent',
      DATA: { EMAIL_ID: 'demo@example.com', OTP: '' },
    });
    const result = await callApi(
      sendOtpCall,
      envelope('SendOTP', { EMAIL_ID: 'demo@example.com' }),
    );
    expect(result.ok).toBe(true);
  });

  it('throws one ApiError naming the field when the answer does not fit the contract', async () => {
    answerWith({ STATUS: true, DATA: [{ image_name: { nested: true } }] });
    const error = await callApi(getLoadScreenImageCall, envelope('GetLoadScreenImage', {})).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('DATA[0].image_name');
  });

  it('throws an ApiError with the HTTP status and the server message', async () => {
    answerWith({ STATUS: false, MESSAGE: 'DATA.USERNAME: Invalid input' }, 400);
    await expect(callApi(loyLoginCall, login())).rejects.toMatchObject({
      status: 400,
      message: 'DATA.USERNAME: Invalid input',
    });
  });

  it('signs the user out on HTTP 401 and hands over to the app', async () => {
    saveSignedInUser({ CUST_CODE: 'C1', CUST_NAME: 'Demo', MOBILE: '0501234567' });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answerWith({ STATUS: false, MESSAGE: 'Please log in' }, 401);
    await expect(callApi(logoutCall, envelope('Logout', {}))).rejects.toMatchObject({
      status: 401,
    });
    expect(getSignedInUser()).toBeUndefined();
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it("does not hand a visitor's 401 over as a session that ended", async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answerWith({ STATUS: false, MESSAGE: 'Please log in' }, 401);
    await expect(callApi(logoutCall, envelope('Logout', {}))).rejects.toMatchObject({
      status: 401,
    });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(readRetryAfter('900', now)).toBe(900);
    expect(readRetryAfter('Fri, 27 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(readRetryAfter(null, now)).toBeUndefined();
    expect(readRetryAfter('soon', now)).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(logoutCall, envelope('Logout', {}))).rejects.toMatchObject({ status: 0 });
  });
});
