import { afterEach, describe, expect, it } from 'vitest';
import { sendOtpCall } from '@loyalty/contract';
import { readAnswer } from '../../lib/api-client';
import { setLocale } from '../locale';
import { arAuth } from './auth';
import { arabicRefusal } from './refusals';

const LATIN_WORD = /[A-Za-z]{2,}/;

describe('arabicRefusal', () => {
  it('gives each refusal the server writes in Arabic, with no English word left', () => {
    for (const english of [
      'Insufficient points',
      'Customer does not exist',
      'Invalid username or password.',
      'An account with this email address already exists.',
      'The file is not a picture we accept: send a JPEG, PNG, WebP, GIF or AVIF image.',
      'Too many requests. Please wait a moment and try again.',
    ]) {
      const arabic = arabicRefusal(english);
      expect(arabic, english).toMatch(/[\u0600-\u06ff]/);
      expect(arabic, english).not.toMatch(LATIN_WORD);
    }
  });

  it('says a sign-up rule in the words the form uses for it, so it finds its field', () => {
    expect(arabicRefusal('Please enter a valid email address.')).toBe(arAuth['signup.badEmail']);
    expect(arabicRefusal('You must be at least 18 years old.')).toBe(arAuth['signup.tooYoung']);
  });

  it('keeps the figure of a refusal that carries one', () => {
    expect(arabicRefusal('Enter at most 1,000,000 points at a time.')).toContain('1,000,000');
    expect(
      arabicRefusal(
        'Too many failed sign-ins. Please wait 15 minutes and try again, or reset your password.',
      ),
    ).toContain('15 دقيقة');
    expect(arabicRefusal('You cannot send points to yourself.')).not.toMatch(LATIN_WORD);
  });

  it('reads a refusal it does not know as a general one, never in English', () => {
    const general = arabicRefusal('Invalid input: expected string, received number');
    expect(general).toMatch(/[\u0600-\u06ff]/);
    expect(general).not.toMatch(LATIN_WORD);
  });
});

describe('a refusal read by the API layer', () => {
  afterEach(() => setLocale('en', false));

  it('is in the language on screen, and a success keeps the server’s words', async () => {
    const refused = { STATUS: false, MESSAGE: 'Insufficient points' };
    expect(readAnswer(sendOtpCall, refused).message).toBe('Insufficient points');
    await setLocale('ar', false);
    expect(readAnswer(sendOtpCall, refused).message).toBe(arabicRefusal('Insufficient points'));
  });
});
