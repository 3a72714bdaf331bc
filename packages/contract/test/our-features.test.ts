import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { appSettings, featureList } from '../src';

describe('Features in GetAppSettings (docs/decisions/020-our-features.md)', () => {
  it('keeps the names this client knows and drops the rest', () => {
    expect(z.parse(featureList, ['activity', 'teleport', 7, 'notifications'])).toEqual([
      'activity',
      'notifications',
    ]);
  });

  it('reads a missing or malformed list as none, so a vendor answer still parses', () => {
    expect(z.parse(appSettings, { AppDisplayName: 'Shop' }).Features).toEqual([]);
    expect(z.parse(appSettings, { Features: 'activity' }).Features).toEqual([]);
    expect(z.parse(appSettings, { Features: null }).Features).toEqual([]);
  });
});
