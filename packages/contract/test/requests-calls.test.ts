import { describe, expect, it } from 'vitest';
import { parseWith, registry } from '../src/index';

describe('requests: the shapes of single calls (docs/wire-protocol.md §7)', () => {
  it('GetLoyPoints: CUSTOMER_HISTORY needs its dates, read as ISO', () => {
    const missing = parseWith(registry.GetLoyPoints.request, {
      DATA: {
        TYPE_NAME: 'CUSTOMER_HISTORY',
        MOBILE_NUM: '050',
        CLIENT_ID: '1',
        FROM_DATE: '2025-01-01',
      },
    });
    expect(missing).toEqual({
      ok: false,
      message: 'DATA.TO_DATE: Invalid input: expected string, received undefined',
    });
    const history = parseWith(registry.GetLoyPoints.request, {
      DATA: {
        TYPE_NAME: 'CUSTOMER_HISTORY',
        MOBILE_NUM: '050',
        CLIENT_ID: '1',
        FROM_DATE: '01-01-2023',
        TO_DATE: '2024-01-30',
      },
    });
    expect(history.ok && history.data.DATA).toMatchObject({
      FROM_DATE: '2023-01-01',
      TO_DATE: '2024-01-30',
    });
  });

  it('GetAppSettings: fields at the top level or inside DATA', () => {
    const top = parseWith(registry.GetAppSettings.request, {
      FUNCTION: 'GetAppSettings',
      SUB_DOMAIN_ID: 'demo',
      VERSION: 1.1,
    });
    expect(top.ok && top.data).toMatchObject({ SUB_DOMAIN_ID: 'demo', VERSION: '1.1' });
    const inData = parseWith(registry.GetAppSettings.request, {
      DATA: { SUB_DOMAIN_ID: 'lite', APP_ID: 'LOYALTY' },
    });
    expect(inData.ok && inData.data).toMatchObject({ SUB_DOMAIN_ID: 'lite', APP_ID: 'LOYALTY' });
    expect(parseWith(registry.GetAppSettings.request, { FUNCTION: 'GetAppSettings' }).ok).toBe(
      false,
    );
  });

  it('Loy_GetLocationDetails: contact or stores', () => {
    const contact = parseWith(registry.Loy_GetLocationDetails.request, {
      DATA: { client_id: '1', type: 'CONTACT_US', main_loc: 'Y' },
    });
    expect(contact.ok && contact.data.DATA).toEqual({
      client_id: '1',
      type: 'CONTACT_US',
      main_loc: 'Y',
    });
    const stores = parseWith(registry.Loy_GetLocationDetails.request, { DATA: { CLIENT_ID: '1' } });
    expect(stores.ok && stores.data.DATA).toEqual({ client_id: '1' });
  });

  it('GetVoucher: new, used and expired lists', () => {
    const base = { TYPE_NAME: 'VOUCHER_HISTORY', CUST_CODE: 'C1', CLIENT_ID: '1' };
    for (const [flags, read] of [
      [{ USED: 0 }, { USED: 0 }],
      [{ USED: '1' }, { USED: 1 }],
      [{ EXPIRED: 1 }, { EXPIRED: 1 }],
    ] as const) {
      const result = parseWith(registry.GetVoucher.request, { DATA: { ...base, ...flags } });
      expect(result.ok && result.data.DATA).toMatchObject(read);
    }
  });

  it('CRM_DownloadCou_Ci_Ar: each data_type needs its codes', () => {
    const areas = parseWith(registry.CRM_DownloadCou_Ci_Ar.request, {
      DATA: { CLIENT_ID: 1, data_type: 'M_AREA', country_code: 'AE' },
    });
    expect(areas).toEqual({
      ok: false,
      message: 'DATA.city_code: Invalid input: expected string, received undefined',
    });
    const countries = parseWith(registry.CRM_DownloadCou_Ci_Ar.request, {
      DATA: { client_id: '1', data_type: 'M_COUNTRY', flag: 'ALL' },
    });
    expect(countries.ok && countries.data.DATA).toEqual({
      client_id: '1',
      data_type: 'M_COUNTRY',
      flag: 'ALL',
    });
  });

  it('Logout accepts an empty body', () => {
    expect(parseWith(registry.Logout.request, {})).toEqual({ ok: true, data: {} });
  });
});
