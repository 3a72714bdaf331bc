import { ApiError } from './api-client';

/**
 * For calls whose answer is read only by its HTTP status (docs/wire-protocol.md §7: the OTP mail, ChangePWD):
 * true when the server answered 2xx, even with a body the client cannot read.
 */
export async function answeredOk(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (error instanceof ApiError) return error.status >= 200 && error.status < 300;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return false;
  }
}
