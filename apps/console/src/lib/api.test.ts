import { staffMe } from '@loyalty/contract/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, NETWORK_FAILED, UNREADABLE, adminCall } from './api';

const ME = {
  id: 1,
  email: 'owner@example.com',
  name: 'Layla Haddad',
  role: 'owner',
  totp: false,
  programme: { clientId: 7, name: 'Demo Rewards' },
};

/** The server's answer, as fetch gives it. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(call: Promise<unknown>): Promise<AdminApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AdminApiError))
    throw new Error(`expected an AdminApiError: ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminCall', () => {
  it('sends JSON to /api/admin with the cookie and parses the answer by its schema', async () => {
    const fetch = answering(200, ME);
    const body = { email: 'owner@example.com', password: 'demo1234' };
    await expect(
      adminCall('POST', '/session', { body, answer: staffMe, public: true }),
    ).resolves.toEqual(ME);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/session');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('sends no body and no content type on a read', async () => {
    const fetch = answering(200, ME);
    await adminCall('GET', '/me', { answer: staffMe });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it("turns a refusal into an error with the server's message and reasons per field", async () => {
    answering(400, {
      STATUS: false,
      MESSAGE: 'email: Enter a valid e-mail.',
      fields: { email: 'Enter a valid e-mail.' },
    });
    const error = await failure(
      adminCall('POST', '/password-reset', { answer: staffMe, body: {} }),
    );
    expect(error.status).toBe(400);
    expect(error.refused).toBe(true);
    expect(error.message).toBe('email: Enter a valid e-mail.');
    expect(error.fields).toEqual({ email: 'Enter a valid e-mail.' });
  });

  it('says a signed-in call answered 401 ended the session, and a public one did not', async () => {
    answering(401, { STATUS: false, MESSAGE: 'Please sign in to continue.' });
    expect((await failure(adminCall('GET', '/me', { answer: staffMe }))).sessionEnded).toBe(true);
    const signIn = await failure(adminCall('POST', '/session', { answer: staffMe, public: true }));
    expect(signIn.sessionEnded).toBe(false);
    expect(signIn.fields).toEqual({});
  });

  it('names a network failure and an answer it cannot read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await failure(adminCall('GET', '/me', { answer: staffMe }));
    expect([offline.status, offline.message]).toEqual([0, NETWORK_FAILED]);

    answering(502, '<html>Bad gateway</html>');
    const proxy = await failure(adminCall('GET', '/me', { answer: staffMe }));
    expect([proxy.status, proxy.message, proxy.refused]).toEqual([502, UNREADABLE, false]);

    answering(200, { id: 'not a number' });
    const wrongShape = await failure(adminCall('GET', '/me', { answer: staffMe }));
    expect(wrongShape.message).toBe(UNREADABLE);
  });
});
