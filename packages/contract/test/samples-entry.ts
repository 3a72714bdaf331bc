import type { CallName } from '../src/index';
import { wrap } from './sample';
import type { Sample } from './sample';

/** Calls before sign-in (1–10) and Logout. */
export const entrySamples: Partial<Record<CallName, Sample>> = {
  GetAppSettings: {
    request: {
      FUNCTION: 'GetAppSettings',
      APP_ID: 'LOYALTY',
      VERSION: '1.0.0',
      SUB_DOMAIN_ID: 'demo',
      FileName: 'settings',
    },
    answer: {
      STATUS: true,
      AppBaseURL: 'http://localhost:8080/api/loyalty',
      AppBaseURL1: 'http://localhost:8080/api/crm/',
      AdminCRMDataURL: 'http://localhost:8080/api/crm-admin/',
      AdminFileSrvURL: 'http://localhost:8080/files/',
      ClientId: '1001',
      GetAccess: 'http://localhost:8080/config/GetAccess',
      AppDisplayName: 'Demo Rewards',
      LogoURL: 'http://localhost:8080/files/logo.svg',
      FooterLogoURL: 'http://localhost:8080/files/footer.svg',
      Footer1: 'Brought to you by',
      Footer2: 'مزود الخدمة',
      Footer3: 'Provider',
      CountryResidence: 'United Arab Emirates',
      CountryResidenceCode: 'AE',
      Nationality: 'Emirati',
    },
    bad: { FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: { name: 'demo' } },
    badField: 'SUB_DOMAIN_ID',
  },
  GetAccess: {
    request: wrap('GetAccess', { CLIENT_ID: '1001' }),
    answer: {
      DATA: [
        { access_desc: 'Voucher', enabled: 'Y' },
        { access_desc: 'Dark Mode', enabled: 'N' },
      ],
    },
    bad: wrap('GetAccess', {}),
    badField: 'DATA.CLIENT_ID',
  },
  GetLoadScreenImage: {
    request: wrap('GetLoadScreenImage', { CLIENT_ID: '1001' }),
    answer: { STATUS: true, DATA: [{ image_name: 'welcome-1.webp' }] },
    bad: wrap('GetLoadScreenImage', { CLIENT_ID: true }),
    badField: 'DATA.CLIENT_ID',
  },
  SendOTP: {
    request: wrap('SendOTP', { EMAIL_ID: 'demo@example.com', CLIENT_ID: '1001' }),
    answer: {
      SUCCESS: 'true',
      MESSAGE: 'OTP sent',
      DATA: { EMAIL_ID: 'demo@example.com', OTP: '' },
    },
    bad: wrap('SendOTP', { EMAIL_ID: 42, CLIENT_ID: '1001' }),
    badField: 'DATA.EMAIL_ID',
  },
  LoyaltyEssOtpEmailSender: {
    request: wrap('LoyaltyEssOtpEmailSender', {
      TemplateFile: 'otp-mail.html',
      CLIENT_ID: '1001',
      mailTo: [{ MailId: 'demo@example.com', MailName: 'demo@example.com' }],
      paramData: [{ OTP: '' }],
    }),
    answer: { STATUS: true, MESSAGE: 'Email sent' },
    bad: wrap('LoyaltyEssOtpEmailSender', {
      TemplateFile: 'otp-mail.html',
      CLIENT_ID: '1001',
      mailTo: 'demo@example.com',
      paramData: [],
    }),
    badField: 'DATA.mailTo',
  },
  VerifyOTP: {
    request: wrap('VerifyOTP', { EMAIL_ID: 'demo@example.com', OTP: '1234', CLIENT_ID: '1001' }),
    answer: { SUCCESS: true, MESSAGE: 'OTP verified' },
    bad: wrap('VerifyOTP', { EMAIL_ID: 'demo@example.com', CLIENT_ID: '1001' }),
    badField: 'DATA.OTP',
  },
  ChangePWD: {
    request: wrap(
      'ChangePWD',
      { EMAIL_ID: 'demo@example.com', NEW_PASSWORD: 'new-secret', CLIENT_ID: '1001' },
      'ChangePWD',
    ),
    answer: { STATUS: true, MESSAGE: 'Password changed' },
    bad: wrap('ChangePWD', {
      EMAIL_ID: 'demo@example.com',
      NEW_PASSWORD: 'x'.repeat(129),
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.NEW_PASSWORD',
  },
  LoyLogin: {
    request: wrap('LoyLogin', {
      USERNAME: 'demo@example.com',
      PWORD: 'demo1234',
      TYPE_NAME: 'EMAIL',
      LOC_ID: '001',
      CLIENT_ID: '1001',
    }),
    answer: {
      STATUS: true,
      MESSAGE: 'Successfully logged in',
      DATA: {
        CUST_CODE: 'C0001',
        CUST_NAME: 'Demo Customer',
        MOBILE: '0501234567',
        EMAIL: 'demo@example.com',
        CARD_TYPE: 'Gold',
        PROFILE_IMAGE: '',
      },
    },
    bad: wrap('LoyLogin', {
      USERNAME: 'demo@example.com',
      PWORD: 'demo1234',
      TYPE_NAME: 'USER',
      CLIENT_ID: '1001',
    }),
    badField: 'DATA.TYPE_NAME',
  },
  LoyCreateCustomer: {
    request: wrap('LoyCreateCustomer', {
      TYPE_NAME: 'CUSTOMER',
      CLIENT_ID: '1001',
      CUSTOMER_DETAILS: {
        FIRSTNAME: 'Sara',
        LASTNAME: 'Khan',
        MOBILE: '0509876543',
        EMAIL: 'sara@example.com',
        BIRTHDATE: '1995-06-01',
        NATIONALITY: 'Indian',
        COUNTRY: 'United Arab Emirates',
        GENDER: 'FEMALE',
        CITY: 'Dubai',
        AREA: 'Deira',
        country_code: 'AE',
        city_code: 'DXB',
        area_code: 'DXB01',
        ADDR1: '-',
        ADDR2: '-',
        ADDR3: '-',
      },
      LOGIN_DETAILS: { USERNAME: 'sara@example.com', PWORD: 'secret12', VALID: 'Y' },
    }),
    answer: { STATUS: true, MESSAGE: 'Sign Up Successful' },
    bad: wrap('LoyCreateCustomer', {
      TYPE_NAME: 'CUSTOMER',
      CLIENT_ID: '1001',
      CUSTOMER_DETAILS: 'Sara',
      LOGIN_DETAILS: {},
    }),
    badField: 'DATA.CUSTOMER_DETAILS',
  },
  CRM_DownloadCou_Ci_Ar: {
    request: wrap('CRM_DownloadCou_Ci_Ar', {
      client_id: '1001',
      data_type: 'M_CITY',
      country_code: 'AE',
    }),
    answer: {
      DATA: [
        { city_name: 'Dubai', city_code: 'DXB' },
        { city_name: 'Sharjah', city_code: 'SHJ' },
      ],
    },
    bad: wrap('CRM_DownloadCou_Ci_Ar', { client_id: '1001', data_type: 'M_STREET' }),
    badField: 'DATA.data_type',
  },
  Logout: {
    request: wrap('Logout', { CLIENT_ID: '1001' }),
    answer: { STATUS: true, MESSAGE: 'Signed out' },
    bad: { DATA: [] },
    badField: 'DATA',
  },
};
