import { describe, expect, it } from 'vitest';
import { parseWith, registry } from '../src/index';
import { readAnswer as read } from './read-answer';

describe('vendor answers on customer data (docs/decisions/013-vendor-backend.md) read canonically', () => {
  it('history: one-element array, Status casing, string numbers, trailing spaces, DD-MM-YYYY', () => {
    const answer = [
      {
        Status: 'True',
        BILL_DETAILS: [{ BILLREF: 'B-100  ', BILL_AMOUNT: '120.50' }],
        ITEM_DETAILS: [
          {
            BILLREF: 'B-100',
            TRAN_DATE: '05-01-2025',
            DESCRIPTION: 'Coffee ',
            QUANTITY: '2',
            PRICE: '10.25',
          },
        ],
        VOUCHER_ISSUED: null,
        VOUCHER_REDEEMED: [
          {
            BILLREF: 'B-100',
            REEDEM_DATE: '2025-01-05T10:30:00',
            VALUE: '10',
            POINTS_REDEMEED: '1000',
          },
        ],
        POINTS_EARNED: [{ BILLREF: 'B-100', POINTS_EARNED: '12', CUSTOMER_CODE: 'C0001 ' }],
      },
    ];
    const { ok, data } = read(registry.GetLoyPoints.response, answer);
    expect(ok).toBe(true);
    expect(data.BILL_DETAILS).toEqual([{ BILLREF: 'B-100', BILL_AMOUNT: 120.5 }]);
    expect(data.ITEM_DETAILS[0]).toMatchObject({
      TRAN_DATE: '2025-01-05',
      DESCRIPTION: 'Coffee',
      QUANTITY: 2,
      PRICE: 10.25,
    });
    expect(data.VOUCHER_ISSUED).toEqual([]);
    expect(data.VOUCHER_REDEEMED[0]).toEqual({
      BILLREF: 'B-100',
      REEDEM_DATE: '2025-01-05T10:30:00',
      VALUE: 10,
      POINTS_REDEMEED: 1000,
    });
    expect(data.POINTS_EARNED[0]).toEqual({
      BILLREF: 'B-100',
      POINTS_EARNED: 12,
      CUSTOMER_CODE: 'C0001',
    });
  });

  it('customer record: DATA as a one-element array, numbers as strings, GENDER in capitals', () => {
    const answer = {
      STATUS: 'TRUE',
      DATA: [
        {
          CUST_CODE: 'C0001',
          CUST_NAME: 'Demo Customer ',
          MOBILE: 501234567,
          GENDER: 'MALE',
          BIRTH_DATE: '15-04-1990',
          COUNTRY: 'United Arab Emirates',
          CURRENTPOINTS: '10000',
          REDEEMABLEPOINTS: '10000',
          POINTS_VALUE: '100.00',
          POINTS_EXPIRED: '',
          POINTS_TOTAL: '10000',
          COMP_NAME: null,
        },
      ],
    };
    const { data } = read(registry.GetLoyPoints.response, answer);
    expect(data.DATA).toMatchObject({
      CUST_NAME: 'Demo Customer',
      MOBILE: '501234567',
      GENDER: 'Male',
      BIRTH_DATE: '1990-04-15',
      CURRENTPOINTS: 10000,
      POINTS_VALUE: 100,
      POINTS_EXPIRED: 0,
    });
    expect(data.DATA?.COMP_NAME).toBeUndefined();
  });

  it('login: SUCCESS and Message casings, user record in a one-element array', () => {
    const answer = {
      Success: 'True',
      Message: 'Login Success',
      DATA: [{ CUST_CODE: 'C1', CUST_NAME: 'A B', MOBILE: '050' }],
    };
    const { ok, message, data } = read(registry.LoyLogin.response, answer);
    expect({ ok, message }).toEqual({ ok: true, message: 'Login Success' });
    expect(data.DATA).toEqual({ CUST_CODE: 'C1', CUST_NAME: 'A B', MOBILE: '050' });
  });

  it('a failure answer parses too, so the client can show its MESSAGE', () => {
    const { ok, message, data } = read(registry.LoyLogin.response, {
      STATUS: false,
      MESSAGE: 'Invalid credentials',
    });
    expect({ ok, message }).toEqual({ ok: false, message: 'Invalid credentials' });
    expect(data.DATA).toBeUndefined();
  });

  it('feedback: STATUS FAIL is a failure', () => {
    const { ok, message } = read(registry.Loy_InsertUpdateFeedbackRatings.response, {
      STATUS: 'FAIL',
      MESSAGE: 'Already rated',
    });
    expect({ ok, message }).toEqual({ ok: false, message: 'Already rated' });
  });

  it('vouchers: a code sent once fills both code fields; used ones carry their redemption date', () => {
    const answer = {
      STATUS: true,
      VOUCHER_HEADER: [
        {
          entry_no: 17,
          Vouch_no: 'VQ7M2K9X ',
          Valid_Until: '31-01-2026',
          Redeem_value: '10.00',
          Redeemed_On: '2025-12-01',
        },
        { entry_no: '18', VOUCHER_NO: 'ZZ9', Valid_Until: '2026-02-28', Redeem_value: 5 },
      ],
    };
    const { data } = read(registry.GetVoucher.response, answer);
    expect(data.VOUCHER_HEADER).toEqual([
      {
        entry_no: '17',
        Vouch_no: 'VQ7M2K9X',
        VOUCHER_NO: 'VQ7M2K9X',
        Valid_Until: '2026-01-31',
        Redeem_value: 10,
        Redeemed_On: '2025-12-01',
      },
      {
        entry_no: '18',
        Vouch_no: 'ZZ9',
        VOUCHER_NO: 'ZZ9',
        Valid_Until: '2026-02-28',
        Redeem_value: 5,
        Redeemed_On: undefined,
      },
    ]);
  });

  it('vouchers: one without any code is refused, naming the field', () => {
    const result = parseWith(registry.GetVoucher.response, {
      VOUCHER_HEADER: [{ entry_no: 1, Valid_Until: '2026-01-31', Redeem_value: 1 }],
    });
    expect(result).toEqual({
      ok: false,
      message: 'VOUCHER_HEADER[0].VOUCHER_NO: Invalid input: expected string, received undefined',
    });
  });
});
