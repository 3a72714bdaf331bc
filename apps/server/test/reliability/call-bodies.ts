import type { CallName } from '@loyalty/contract';
import { signUpData } from '../fixtures';

interface Who {
  code: string;
  mobile: string;
  email: string;
}

/**
 * A plausible DATA for every call of the registry, as the app sends it: the starting point the
 * bad-input tests break field by field. `me` is the signed-in customer, `other` someone else.
 */
export function callBodies(me: Who, other: Who): Record<CallName, Record<string, unknown>> {
  const client = { CLIENT_ID: '1001' };
  const mine = { ...client, CUST_CODE: me.code, MOBILE_NUM: me.mobile };
  return {
    GetAppSettings: { SUB_DOMAIN_ID: 'demo', APP_ID: 'loyalty', VERSION: '1' },
    GetAccess: client,
    GetLoadScreenImage: client,
    SendOTP: { ...client, EMAIL_ID: me.email },
    LoyaltyEssOtpEmailSender: {
      ...client,
      TemplateFile: 'otp.html',
      mailTo: [{ MailId: me.email, MailName: 'Demo' }],
      paramData: [{ OTP: '' }],
    },
    VerifyOTP: { ...client, EMAIL_ID: me.email, OTP: '1234' },
    ChangePWD: { ...client, EMAIL_ID: me.email, NEW_PASSWORD: 'another1' },
    // Nobody's account: failed logins of a real one would lock it for the calls that follow.
    LoyLogin: {
      ...client,
      USERNAME: 'nobody@example.com',
      PWORD: 'wrong-pass',
      TYPE_NAME: 'EMAIL',
    },
    LoyCreateCustomer: {
      ...client,
      // Taken already: even an accepted shape is refused as a duplicate.
      ...signUpData({ email: me.email, mobile: me.mobile, password: 'secret1' }),
    },
    CRM_DownloadCou_Ci_Ar: { client_id: '1001', data_type: 'M_COUNTRY', flag: 'Y' },
    GetLoyPoints: { ...mine, TYPE_NAME: 'CUSTOMER' },
    LoyGetPromotionsAdmin: { ...client, LOC_ID: 'ALL', LOY_EXC: 0 },
    LoyGetPromotions: { ...client, LOC_ID: '001', LOY_EXC: 1 },
    Loy_CRM_DownloadPromotionImages: { ...client, PROMO_CODE: 'P1', PROMO_ID: '1' },
    Loy_GetLocationDetails: { client_id: '1001', type: 'CONTACT_US', main_loc: 'Y' },
    DownloadSocialLinks: client,
    DownloadBrouchre: client,
    LoyUpdateCustomer: {
      ...client,
      TYPE_NAME: 'CUSTOMER_UPDATE',
      CUSTOMER_DETAILS: { CUST_CODE: me.code, FIRSTNAME: 'Demo' },
    },
    ProfilePictureUploader: { ...client, CUST_CODE: me.code },
    CalculatePoints: { ...mine, TYPE_NAME: 'CAL_POINTS', POINTS: 100 },
    GetVoucher: { ...mine, TYPE_NAME: 'VOUCHER_HISTORY', USED: 0 },
    LoyAddVoucherExternal: { ...mine, TYPE_NAME: 'NEW_VOUCHER', ENTRY_NO: 'NO-SUCH-CODE' },
    CreateVoucher: { ...mine, TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 },
    LoySharePoints: {
      ...client,
      EMAIL_SENDER: me.email,
      MOBILE_NUM_SENDER: me.mobile,
      EMAIL_RECEIVER: other.email,
      MOBILE_NUM_RECEIVER: other.mobile,
      SHARE_POINTS: 10,
    },
    TransferVoucher: {
      ...client,
      voucherEntryNo: '999999',
      senderEmail: me.email,
      senderMobile: me.mobile,
      receiverEmail: other.email,
      receiverMobile: other.mobile,
    },
    LoyShareRecipient: {
      ...client,
      EMAIL_RECEIVER: other.email,
      MOBILE_NUM_RECEIVER: other.mobile,
    },
    Loy_getAboutUs: { client_id: '1001' },
    Loy_getRatingsAndOptions: { client_id: '1001', publish: 'Y' },
    Loy_InsertUpdateFeedbackRatings: {
      client_id: '1001',
      TRAN: [
        {
          client_id: '1001',
          rating_id: '1',
          rating_name: 'Service',
          option_id: '1',
          customer_code: me.code,
        },
      ],
    },
    Logout: client,
    // A wrong password: the right one would change or delete the account under the runs.
    OurChangePassword: { ...client, CURRENT_PASSWORD: 'wrong-pass', NEW_PASSWORD: 'another1' },
    OurDeleteAccount: { ...client, PASSWORD: 'wrong-pass', CONFIRM: true },
    OurNotifications: { ...client, LIMIT: 20 },
    OurNotificationsRead: { ...client, UP_TO: 1 },
    LoyTierProgress: client,
    LoyPointsExpiry: client,
    LoyActivity: { ...client, PAGE_SIZE: 20 },
    OurLanguage: client,
    OurSetLanguage: { ...client, LANGUAGE: 'ar' },
  };
}
