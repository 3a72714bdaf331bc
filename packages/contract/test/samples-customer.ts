import type { CallName } from '../src/index';
import { wrap } from './sample';
import type { Sample } from './sample';

/** Calls on one customer's data. */
const customerRow = {
  CUST_CODE: 'C0001',
  CUST_NAME: 'Demo Customer',
  MOBILE: '0501234567',
  EMAIL: 'demo@example.com',
  ADDR1: '12',
  ADDR2: 'Corniche Road',
  ADDR3: 'Dubai',
  BIRTH_DATE: '1990-04-15',
  COMP_NAME: '',
  NATIONALITY: 'Emirati',
  GENDER: 'Male',
  country_code: 'AE',
  city_code: 'DXB',
  area_code: 'DXB01',
  CITY: 'Dubai',
  AREA: 'Deira',
  COUNTRY: 'United Arab Emirates',
  PROFILE_IMAGE: 'http://localhost:8080/files/profile/c0001.webp',
  CARD_TYPE: 'Gold',
  CURRENTPOINTS: 10000,
  REDEEMABLEPOINTS: 10000,
  POINTS_VALUE: 100,
  POINTS_EXPIRED: 0,
  POINTS_TOTAL: 10000,
};

export const customerSamples: Partial<Record<CallName, Sample>> = {
  GetLoyPoints: {
    request: wrap('GetLoyPoints', {
      TYPE_NAME: 'CUSTOMER',
      MOBILE_NUM: '0501234567',
      CUST_CODE: 'C0001',
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, MESSAGE: '', DATA: customerRow },
    bad: wrap('GetLoyPoints', { TYPE_NAME: 'CUSTOMER', CUST_CODE: 'C0001', CLIENT_ID: '1001' }),
    badField: 'DATA.MOBILE_NUM',
  },
  LoyUpdateCustomer: {
    request: wrap('LoyUpdateCustomer', {
      TYPE_NAME: 'CUSTOMER_UPDATE',
      CLIENT_ID: '1001',
      CUSTOMER_DETAILS: {
        CUST_CODE: 'C0001',
        FIRSTNAME: 'Demo',
        LASTNAME: 'Customer',
        MOBILE: '0501234567',
        EMAIL: 'demo@example.com',
        ADDR1: '12',
        ADDR2: 'Corniche Road',
        ADDR3: 'Dubai',
        BIRTHDATE: '1990-04-15',
        COMPNAME: '',
        NATIONALITY: 'Emirati',
        GENDER: 'Male',
        country_code: 'AE',
        city_code: 'DXB',
        area_code: 'DXB01',
        CITY: 'Dubai',
        AREA: 'Deira',
        COUNTRY: 'United Arab Emirates',
        profile_img: 'c0001.webp',
      },
    }),
    answer: { STATUS: true, MESSAGE: 'Updated successfully' },
    bad: wrap('LoyUpdateCustomer', {
      TYPE_NAME: 'CUSTOMER_UPDATE',
      CLIENT_ID: '1001',
      CUSTOMER_DETAILS: { CUST_CODE: 'C0001', GENDER: 'other' },
    }),
    badField: 'DATA.CUSTOMER_DETAILS.GENDER',
  },
  ProfilePictureUploader: {
    // The vendor's app sends the file alone; the session says whose it is.
    request: {},
    answer: { Success: 'True', fileName: '/files/profile/c0001.webp' },
    bad: { CLIENT_ID: '1001', CUST_CODE: 'C'.repeat(500) },
    badField: 'CUST_CODE',
  },
  CalculatePoints: {
    request: wrap('CalculatePoints', {
      TYPE_NAME: 'CAL_POINTS',
      CUST_CODE: 'C0001',
      MOBILE_NUM: '0501234567',
      POINTS: 500,
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, REEDEEM_AMOUNT: 5, MESSAGE: '' },
    bad: wrap('CalculatePoints', {
      TYPE_NAME: 'CAL_POINTS',
      CUST_CODE: 'C0001',
      MOBILE_NUM: '0501234567',
      POINTS: 'many',
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.POINTS',
  },
  GetVoucher: {
    request: wrap('GetVoucher', {
      TYPE_NAME: 'VOUCHER_HISTORY',
      CUST_CODE: 'C0001',
      USED: 0,
      CLIENT_ID: '1001',
    }),
    answer: {
      STATUS: true,
      VOUCHER_HEADER: [
        {
          entry_no: '17',
          Vouch_no: 'VQ7M2K9X',
          VOUCHER_NO: 'VQ7M2K9X',
          Valid_Until: '2026-01-31',
          Redeem_value: 10,
        },
      ],
    },
    bad: wrap('GetVoucher', {
      TYPE_NAME: 'VOUCHER_HISTORY',
      CUST_CODE: 'C0001',
      USED: 2,
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.USED',
  },
  LoyAddVoucherExternal: {
    request: wrap('LoyAddVoucherExternal', {
      TYPE_NAME: 'NEW_VOUCHER',
      ENTRY_NO: 'GIFT-2025',
      MOBILE_NUM: '0501234567',
      CUST_CODE: 'C0001',
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, MESSAGE: 'Voucher added successfully' },
    bad: wrap('LoyAddVoucherExternal', {
      TYPE_NAME: 'NEW_VOUCHER',
      MOBILE_NUM: '0501234567',
      CUST_CODE: 'C0001',
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.ENTRY_NO',
  },
  CreateVoucher: {
    request: wrap('CreateVoucher', {
      CUST_CODE: 'C0001',
      MOBILE_NUM: '0501234567',
      TYPE_NAME: 'NEW_VOUCHER',
      POINTS: 1000,
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, REEDEEM_AMOUNT: 10, VOUCHER_NO: 'VQ7M2K9X', EXPIRE_DATE: '2026-01-31' },
    bad: wrap('CreateVoucher', {
      CUST_CODE: 'C0001',
      MOBILE_NUM: '0501234567',
      TYPE_NAME: 'CAL_POINTS',
      POINTS: 1000,
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.TYPE_NAME',
  },
  LoySharePoints: {
    request: wrap('LoySharePoints', {
      EMAIL_SENDER: 'demo@example.com',
      MOBILE_NUM_SENDER: '0501234567',
      EMAIL_RECEIVER: 'friend@example.com',
      MOBILE_NUM_RECEIVER: '0507654321',
      SHARE_POINTS: 250,
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, MESSAGE: 'Successful' },
    bad: wrap('LoySharePoints', {
      EMAIL_SENDER: 'demo@example.com',
      MOBILE_NUM_SENDER: '0501234567',
      MOBILE_NUM_RECEIVER: '0507654321',
      SHARE_POINTS: 250,
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.EMAIL_RECEIVER',
  },
  TransferVoucher: {
    request: wrap('TransferVoucher', {
      voucherEntryNo: '17',
      senderMobile: '0501234567',
      senderEmail: 'demo@example.com',
      receiverMobile: '0507654321',
      receiverEmail: 'friend@example.com',
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, MESSAGE: 'Successful' },
    bad: wrap('TransferVoucher', {
      voucherEntryNo: null,
      senderMobile: '0501234567',
      senderEmail: 'demo@example.com',
      receiverMobile: '0507654321',
      receiverEmail: 'friend@example.com',
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.voucherEntryNo',
  },
  LoyShareRecipient: {
    request: wrap('LoyShareRecipient', {
      EMAIL_RECEIVER: 'friend@example.com',
      MOBILE_NUM_RECEIVER: '0507654321',
      CLIENT_ID: '1001',
    }),
    answer: { STATUS: true, DATA: { FIRSTNAME: 'Omar', MOBILE_MASKED: '050•••••21' } },
    bad: wrap('LoyShareRecipient', { MOBILE_NUM_RECEIVER: '0507654321', CLIENT_ID: '1001' }),
    badField: 'DATA.EMAIL_RECEIVER',
  },
  Loy_InsertUpdateFeedbackRatings: {
    // As the vendor's app sends it: DATA holds only TRAN, the client id in each entry.
    request: wrap('Loy_InsertUpdateFeedbackRatings', {
      TRAN: [
        {
          client_id: '1001',
          rating_id: 1,
          rating_name: 'How was your visit?',
          option_id: 14,
          customer_code: 'C0001',
          other_feedback: '',
        },
      ],
    }),
    answer: { STATUS: true, MESSAGE: 'Successfully saved' },
    bad: wrap('Loy_InsertUpdateFeedbackRatings', {
      client_id: '1001',
      TRAN: [{ client_id: '1001', rating_id: 1, option_id: 14, customer_code: 'C0001' }],
    }),
    badField: 'DATA.TRAN[0].rating_name',
  },
};
