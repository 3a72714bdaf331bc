import { describe, expect, it } from 'vitest';
import { callAuth, callUrl, calls, registry, serverPath } from '../src/index';

const origin = 'https://demo.example.com';
const urls = {
  AppBaseURL: `${origin}/api/loyalty`,
  AppBaseURL1: `${origin}/api/crm/`,
  AdminCRMDataURL: `${origin}/api/crm-admin/`,
  configUrl: origin,
};

describe('registry', () => {
  it('holds 30 calls besides those marked ours: ids 1 to 28 of docs/wire-protocol.md §7, our Logout (0) and LoyShareRecipient (29)', () => {
    const announced = calls.filter((def) => def.feature === undefined);
    expect(announced).toHaveLength(30);
    const ids = announced.map((def) => def.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, index) => index));
  });

  it('marks each member call of ours with its feature, on a path of its own and unique id', () => {
    const ours = calls.filter((def) => def.feature !== undefined);
    expect(ours.map((def) => [def.name, def.feature])).toEqual(
      expect.arrayContaining([
        ['LoyTierProgress', 'tier-progress'],
        ['LoyPointsExpiry', 'expiry-timeline'],
        ['LoyActivity', 'activity'],
        ['OurLanguage', 'language'],
        ['OurSetLanguage', 'language'],
      ]),
    );
    const ids = calls.map((def) => def.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const def of ours) expect(def.auth).toBe('customer');
  });

  it('keys every call by its unique name', () => {
    for (const [key, def] of Object.entries(registry)) expect(def.name).toBe(key);
    expect(new Set(calls.map((def) => def.name)).size).toBe(calls.length);
  });

  it('gives every call its own server path', () => {
    const paths = calls.map((def) => serverPath(def));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks the calls on one customer’s data as customer calls', () => {
    const customer = calls
      .filter((def) => def.auth === 'customer' && def.feature === undefined)
      .map((def) => def.id);
    expect(customer.sort((a, b) => a - b)).toEqual([0, 11, 18, 19, 20, 21, 22, 23, 24, 25, 28, 29]);
  });

  it('gives callAuth the same auth as the registry, for every call', () => {
    expect(Object.keys(callAuth).sort()).toEqual(Object.keys(registry).sort());
    for (const def of calls)
      expect([def.name, callAuth[def.name as keyof typeof callAuth]]).toEqual([def.name, def.auth]);
  });

  it('puts the calls marked ours under ours/, a path the vendor does not have, for a customer', () => {
    const ours = calls.filter((def) => def.feature !== undefined);
    expect(ours.length).toBeGreaterThan(0);
    for (const def of ours) {
      expect(def.path.startsWith('ours/')).toBe(true);
      expect(def.auth).toBe('customer');
    }
  });

  it('sends only the profile picture as multipart', () => {
    const multipart = calls.filter((def) => def.encoding === 'multipart').map((def) => def.name);
    expect(multipart).toEqual(['ProfilePictureUploader']);
  });
});

describe('URLs', () => {
  it.each([
    ['GetAppSettings', '/config/GetAppSettings', `${origin}/config/GetAppSettings`],
    ['GetAccess', '/config/GetAccess', `${origin}/config/GetAccess`],
    ['LoyLogin', '/api/loyalty/LoyLogin', `${origin}/api/loyalty/LoyLogin`],
    ['DownloadBrouchre', '/api/loyalty/DownloadBrouchre', `${origin}/api/loyalty/DownloadBrouchre`],
    [
      'CRM_DownloadCou_Ci_Ar',
      '/api/crm/CRM_DownloadCou_Ci_Ar',
      `${origin}/api/crm/CRM_DownloadCou_Ci_Ar`,
    ],
    ['Loy_getAboutUs', '/api/crm/Loy_getAboutUs', `${origin}/api/crm/Loy_getAboutUs`],
    [
      'LoyGetPromotionsAdmin',
      '/api/crm-admin/LoyGetPromotions',
      `${origin}/api/crm-admin/LoyGetPromotions`,
    ],
    ['LoyGetPromotions', '/api/loyalty/LoyGetPromotions', `${origin}/api/loyalty/LoyGetPromotions`],
    [
      'Loy_CRM_DownloadPromotionImages',
      '/api/crm-admin/Loy_CRM_DownloadPromotionImages',
      `${origin}/api/crm-admin/Loy_CRM_DownloadPromotionImages`,
    ],
    ['Logout', '/api/loyalty/Logout', `${origin}/api/loyalty/Logout`],
  ] as const)('%s: server %s, client %s', (name, path, url) => {
    const def = registry[name];
    expect(serverPath(def)).toBe(path);
    expect(callUrl(def, urls)).toBe(url);
  });

  it('puts every call of our server under the path its client URL ends with', () => {
    for (const def of calls) expect(callUrl(def, urls)).toBe(origin + serverPath(def));
  });
});
