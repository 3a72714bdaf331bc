import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureText } from './failure-text';

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
