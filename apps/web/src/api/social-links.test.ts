import { describe, expect, it } from 'vitest';
import { websiteOf } from './contact-details';
import { socialHandle } from './social-links';

describe('card back texts', () => {
  it('reads the account name of a social link', () => {
    expect(socialHandle('https://www.instagram.com/oasisrewards')).toBe('@oasisrewards');
    expect(socialHandle('https://www.tiktok.com/@oasisrewards/')).toBe('@oasisrewards');
    expect(socialHandle('https://example.com')).toBe('example.com');
  });

  it('reads the website from the contact e-mail domain', () => {
    expect(websiteOf('care@oasis-rewards.example')).toBe('www.oasis-rewards.example');
    expect(websiteOf('help@www.shop.ae')).toBe('www.shop.ae');
    expect(websiteOf(undefined)).toBeUndefined();
    expect(websiteOf('nobody')).toBeUndefined();
  });
});
