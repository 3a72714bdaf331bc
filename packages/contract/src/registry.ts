import * as accounts from './calls/accounts';
import * as content from './calls/content';
import * as feedback from './calls/feedback';
import * as geography from './calls/geography';
import * as oursAccount from './calls/ours-account';
import * as oursLanguage from './calls/ours-language';
import * as oursMember from './calls/ours-member';
import * as password from './calls/password-reset';
import * as points from './calls/points';
import * as profile from './calls/profile';
import * as promotions from './calls/promotions';
import * as settings from './calls/settings';
import * as sharing from './calls/sharing';
import * as vouchers from './calls/vouchers';

/**
 * Every call of docs/wire-protocol.md §7 plus our Logout and LoyShareRecipient: the client builds URLs from it (`callUrl`) and the
 * server registers routes from it (`serverPath`). `auth: 'customer'` marks every call that reads
 * or writes one customer's data; it needs a live session whose customer owns that data.
 * Everything before sign-in (settings, OTP and password reset, login, sign-up, geography) and
 * the tenant's public content (promotions, contact and stores, social links, brochure, about,
 * rating questions) is public.
 */
export const registry = {
  GetAppSettings: settings.getAppSettingsCall,
  GetAccess: settings.getAccessCall,
  GetLoadScreenImage: settings.getLoadScreenImageCall,
  SendOTP: password.sendOtpCall,
  LoyaltyEssOtpEmailSender: password.otpEmailSenderCall,
  VerifyOTP: password.verifyOtpCall,
  ChangePWD: password.changePwdCall,
  LoyLogin: accounts.loyLoginCall,
  LoyCreateCustomer: accounts.loyCreateCustomerCall,
  CRM_DownloadCou_Ci_Ar: geography.downloadGeographyCall,
  GetLoyPoints: points.getLoyPointsCall,
  LoyGetPromotionsAdmin: promotions.loyGetPromotionsAdminCall,
  LoyGetPromotions: promotions.loyGetPromotionsCall,
  Loy_CRM_DownloadPromotionImages: promotions.promotionImagesCall,
  Loy_GetLocationDetails: content.locationDetailsCall,
  DownloadSocialLinks: content.socialLinksCall,
  DownloadBrouchre: content.brochureCall,
  LoyUpdateCustomer: profile.loyUpdateCustomerCall,
  ProfilePictureUploader: profile.profilePictureUploaderCall,
  CalculatePoints: points.calculatePointsCall,
  GetVoucher: vouchers.getVoucherCall,
  LoyAddVoucherExternal: vouchers.addVoucherExternalCall,
  CreateVoucher: vouchers.createVoucherCall,
  LoySharePoints: sharing.sharePointsCall,
  TransferVoucher: sharing.transferVoucherCall,
  LoyShareRecipient: sharing.shareRecipientCall,
  Loy_getAboutUs: content.aboutUsCall,
  Loy_getRatingsAndOptions: feedback.ratingsCall,
  Loy_InsertUpdateFeedbackRatings: feedback.feedbackRatingsCall,
  Logout: accounts.logoutCall,
  // Ours, under `ours/` (docs/decisions/020-our-features.md): made only when announced.
  OurChangePassword: oursAccount.ourChangePasswordCall,
  OurDeleteAccount: oursAccount.ourDeleteAccountCall,
  OurNotifications: oursAccount.ourNotificationsCall,
  OurNotificationsRead: oursAccount.ourNotificationsReadCall,
  LoyTierProgress: oursMember.tierProgressCall,
  LoyPointsExpiry: oursMember.pointsExpiryCall,
  LoyActivity: oursMember.activityCall,
  OurLanguage: oursLanguage.ourLanguageCall,
  OurSetLanguage: oursLanguage.ourSetLanguageCall,
} as const;

export type Registry = typeof registry;
export type CallName = keyof Registry;

/** Every call, in registry order. */
export const calls = Object.values(registry);
