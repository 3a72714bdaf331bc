import type * as z from 'zod/mini';
import type { CallDef } from './define';
import type { CallName, Registry } from './registry';

/**
 * Types of every call. `RequestOf`/`ResponseOf` are what parsing yields (z.infer): the server
 * handles `RequestOf`, the client reads `ResponseOf`. `RequestInput`/`ResponseInput` are what
 * may be sent (z.input): the client composes `RequestInput`, the server answers `ResponseInput`.
 */
export type RequestOf<N extends CallName> = z.output<Registry[N]['request']>;
export type RequestInput<N extends CallName> = z.input<Registry[N]['request']>;
export type ResponseOf<N extends CallName> = z.output<Registry[N]['response']>;
export type ResponseInput<N extends CallName> = z.input<Registry[N]['response']>;

/** The same, from a call's definition (`getLoyPointsCall`) rather than its name. */
export type DefRequestInput<D extends CallDef> = z.input<D['request']>;
export type DefResponseOf<D extends CallDef> = z.output<D['response']>;

/** The DATA part of a request (what the client passes to `buildEnvelope`). */
export type DataInput<N extends CallName> =
  RequestInput<N> extends { DATA?: infer D } ? Exclude<D, undefined> : RequestInput<N>;

export type GetAppSettingsRequest = RequestOf<'GetAppSettings'>;
export type GetAppSettingsResponse = ResponseOf<'GetAppSettings'>;
export type GetAccessRequest = RequestOf<'GetAccess'>;
export type GetAccessResponse = ResponseOf<'GetAccess'>;
export type GetLoadScreenImageRequest = RequestOf<'GetLoadScreenImage'>;
export type GetLoadScreenImageResponse = ResponseOf<'GetLoadScreenImage'>;
export type SendOTPRequest = RequestOf<'SendOTP'>;
export type SendOTPResponse = ResponseOf<'SendOTP'>;
export type LoyaltyEssOtpEmailSenderRequest = RequestOf<'LoyaltyEssOtpEmailSender'>;
export type LoyaltyEssOtpEmailSenderResponse = ResponseOf<'LoyaltyEssOtpEmailSender'>;
export type VerifyOTPRequest = RequestOf<'VerifyOTP'>;
export type VerifyOTPResponse = ResponseOf<'VerifyOTP'>;
export type ChangePWDRequest = RequestOf<'ChangePWD'>;
export type ChangePWDResponse = ResponseOf<'ChangePWD'>;
export type LoyLoginRequest = RequestOf<'LoyLogin'>;
export type LoyLoginResponse = ResponseOf<'LoyLogin'>;
export type LoyCreateCustomerRequest = RequestOf<'LoyCreateCustomer'>;
export type LoyCreateCustomerResponse = ResponseOf<'LoyCreateCustomer'>;
export type CRM_DownloadCou_Ci_ArRequest = RequestOf<'CRM_DownloadCou_Ci_Ar'>;
export type CRM_DownloadCou_Ci_ArResponse = ResponseOf<'CRM_DownloadCou_Ci_Ar'>;
export type GetLoyPointsRequest = RequestOf<'GetLoyPoints'>;
export type GetLoyPointsResponse = ResponseOf<'GetLoyPoints'>;
export type LoyGetPromotionsAdminRequest = RequestOf<'LoyGetPromotionsAdmin'>;
export type LoyGetPromotionsAdminResponse = ResponseOf<'LoyGetPromotionsAdmin'>;
export type LoyGetPromotionsRequest = RequestOf<'LoyGetPromotions'>;
export type LoyGetPromotionsResponse = ResponseOf<'LoyGetPromotions'>;
export type Loy_CRM_DownloadPromotionImagesRequest = RequestOf<'Loy_CRM_DownloadPromotionImages'>;
export type Loy_CRM_DownloadPromotionImagesResponse = ResponseOf<'Loy_CRM_DownloadPromotionImages'>;
export type Loy_GetLocationDetailsRequest = RequestOf<'Loy_GetLocationDetails'>;
export type Loy_GetLocationDetailsResponse = ResponseOf<'Loy_GetLocationDetails'>;
export type DownloadSocialLinksRequest = RequestOf<'DownloadSocialLinks'>;
export type DownloadSocialLinksResponse = ResponseOf<'DownloadSocialLinks'>;
export type DownloadBrouchreRequest = RequestOf<'DownloadBrouchre'>;
export type DownloadBrouchreResponse = ResponseOf<'DownloadBrouchre'>;
export type LoyUpdateCustomerRequest = RequestOf<'LoyUpdateCustomer'>;
export type LoyUpdateCustomerResponse = ResponseOf<'LoyUpdateCustomer'>;
export type ProfilePictureUploaderRequest = RequestOf<'ProfilePictureUploader'>;
export type ProfilePictureUploaderResponse = ResponseOf<'ProfilePictureUploader'>;
export type CalculatePointsRequest = RequestOf<'CalculatePoints'>;
export type CalculatePointsResponse = ResponseOf<'CalculatePoints'>;
export type GetVoucherRequest = RequestOf<'GetVoucher'>;
export type GetVoucherResponse = ResponseOf<'GetVoucher'>;
export type LoyAddVoucherExternalRequest = RequestOf<'LoyAddVoucherExternal'>;
export type LoyAddVoucherExternalResponse = ResponseOf<'LoyAddVoucherExternal'>;
export type CreateVoucherRequest = RequestOf<'CreateVoucher'>;
export type CreateVoucherResponse = ResponseOf<'CreateVoucher'>;
export type LoySharePointsRequest = RequestOf<'LoySharePoints'>;
export type LoySharePointsResponse = ResponseOf<'LoySharePoints'>;
export type TransferVoucherRequest = RequestOf<'TransferVoucher'>;
export type TransferVoucherResponse = ResponseOf<'TransferVoucher'>;
export type Loy_getAboutUsRequest = RequestOf<'Loy_getAboutUs'>;
export type Loy_getAboutUsResponse = ResponseOf<'Loy_getAboutUs'>;
export type Loy_getRatingsAndOptionsRequest = RequestOf<'Loy_getRatingsAndOptions'>;
export type Loy_getRatingsAndOptionsResponse = ResponseOf<'Loy_getRatingsAndOptions'>;
export type Loy_InsertUpdateFeedbackRatingsRequest = RequestOf<'Loy_InsertUpdateFeedbackRatings'>;
export type Loy_InsertUpdateFeedbackRatingsResponse = ResponseOf<'Loy_InsertUpdateFeedbackRatings'>;
export type LogoutRequest = RequestOf<'Logout'>;
export type LogoutResponse = ResponseOf<'Logout'>;
