import type { CallAuth } from './define';
import type { CallName } from './registry';

/**
 * Who may make each call, by name alone: for a client that needs it without loading every
 * call's schemas (the web app drops the answers of the `customer` calls at sign-out). A test
 * keeps it equal to the registry's `auth`.
 */
export const callAuth = {
  GetAppSettings: 'public',
  GetAccess: 'public',
  GetLoadScreenImage: 'public',
  SendOTP: 'public',
  LoyaltyEssOtpEmailSender: 'public',
  VerifyOTP: 'public',
  ChangePWD: 'public',
  LoyLogin: 'public',
  LoyCreateCustomer: 'public',
  CRM_DownloadCou_Ci_Ar: 'public',
  GetLoyPoints: 'customer',
  LoyGetPromotionsAdmin: 'public',
  LoyGetPromotions: 'public',
  Loy_CRM_DownloadPromotionImages: 'public',
  Loy_GetLocationDetails: 'public',
  DownloadSocialLinks: 'public',
  DownloadBrouchre: 'public',
  LoyUpdateCustomer: 'customer',
  ProfilePictureUploader: 'customer',
  CalculatePoints: 'customer',
  GetVoucher: 'customer',
  LoyAddVoucherExternal: 'customer',
  CreateVoucher: 'customer',
  LoySharePoints: 'customer',
  TransferVoucher: 'customer',
  LoyShareRecipient: 'customer',
  Loy_getAboutUs: 'public',
  Loy_getRatingsAndOptions: 'public',
  Loy_InsertUpdateFeedbackRatings: 'customer',
  Logout: 'customer',
  OurChangePassword: 'customer',
  OurDeleteAccount: 'customer',
  OurNotifications: 'customer',
  OurNotificationsRead: 'customer',
  LoyTierProgress: 'customer',
  LoyPointsExpiry: 'customer',
  LoyActivity: 'customer',
  OurLanguage: 'customer',
  OurSetLanguage: 'customer',
} as const satisfies Record<CallName, CallAuth>;
