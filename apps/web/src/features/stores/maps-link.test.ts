import { describe, expect, it } from 'vitest';
import { mapsUrl } from './maps-link';

describe('mapsUrl', () => {
  it('encodes the address into a maps search', () => {
    expect(mapsUrl('The Dubai Mall,  Financial Centre Rd & Co\nDubai')).toBe(
      'https://maps.google.com/?q=The%20Dubai%20Mall%2C%20Financial%20Centre%20Rd%20%26%20Co%20Dubai',
    );
  });
});
