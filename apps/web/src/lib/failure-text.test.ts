import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { ApiError } from './api-client';
import { failureText, successText } from './failure-text';

describe('failureText', () => {
  it("gives the server's reason when it refused the call (4xx)", () => {
    expect(failureText(new ApiError(400, 'Voucher code does not exist'), 'Failed')).toBe(
      'Voucher code does not exist',
    );
    expect(failureText(new ApiError(429, 'Too many requests'))).toBe('Too many requests');
  });

  it("gives the screen's fallback for a network failure, a 5xx or anything else", () => {
    expect(failureText(new ApiError(0, 'Failed to fetch'), 'Failed')).toBe('Failed');
    expect(failureText(new ApiError(502, 'Bad Gateway'), 'Failed')).toBe('Failed');
    expect(failureText(new Error('boom'), 'Failed')).toBe('Failed');
    expect(failureText(new ApiError(500, 'Something went wrong'))).toBeUndefined();
  });
});

describe('successText', () => {
  afterEach(() => setLocale('en', false));

  it("gives the server's message in English and the screen's own text in Arabic", async () => {
    expect(successText('Sign Up Successful', 'Welcome')).toBe('Sign Up Successful');
    expect(successText(undefined, 'Welcome')).toBe('Welcome');
    await setLocale('ar', false);
    expect(successText('Sign Up Successful', 'تم التسجيل بنجاح')).toBe('تم التسجيل بنجاح');
  });
});
