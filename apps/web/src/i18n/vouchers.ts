import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the voucher screens: the lists, add by code, create from points, details, transfer. */
export const voucherMessages = {
  'vouchers.title': 'Voucher',
  'vouchers.kind': 'Vouchers to show',
  'vouchers.new': 'New',
  'vouchers.used': 'Used',
  'vouchers.expired': 'Expired',
  'vouchers.cardTitle': 'VOUCHER',
  'vouchers.validUntil': 'Valid until',
  'vouchers.redeemedOn': 'Redeemed on',
  'vouchers.expiredOn': 'Expired on',
  'vouchers.aed': 'AED',
  'vouchers.loading': 'Loading vouchers',
  'vouchers.empty': 'No vouchers found',
  'vouchers.emptyHint': "To create a new voucher select 'Create Voucher'",
  'vouchers.open': 'Open voucher of AED {value}, valid until {date}',

  'add.card': 'Got a code? Add your code and save',
  'add.title': 'Add Voucher',
  'add.code': 'Enter code',
  'add.submit': 'Add Voucher',
  'add.scan': 'Scan a QR code',
  'add.scanning': 'Point the camera at the voucher’s QR code.',
  'add.scanned': 'Code read: {code}',
  'add.camera': 'Camera view',
  'add.noScanner': 'This browser cannot read codes with the camera: type the code instead.',
  'add.blocked':
    'Camera is blocked or not accessible. Please allow camera in your browser permissions and Reload.',
  'add.success': 'Voucher added successfully',
  'add.failed': 'Voucher code does not exist',

  'create.button': 'Create Voucher',
  'create.title': 'Redeem Points',
  'create.collected': 'You have collected',
  'create.points': 'points',
  'create.question': 'How many points do you want to exchange?',
  'create.pointsLabel': 'Points to exchange',
  'create.less': 'Fewer points',
  'create.more': 'More points',
  'create.receive': 'You will receive a discount code for AED {amount}',
  'create.submit': 'Generate Voucher',
  'create.onlyPossible': 'Only possible to share {total}',
  'create.insufficient': 'Insufficient points',
  'create.failed': 'Failed to create a new voucher',
  'create.success': 'Successfully created voucher',

  'generated.title': 'Voucher Generated!',
  'generated.value': 'Voucher value',
  'generated.code': 'Voucher code',
  'generated.note': 'Use this voucher you can pay in online store and in-stores',
  'generated.validUntil': 'Valid Until',

  'single.title': 'Voucher details',
  'single.value': 'Value',
  'single.code': 'Code',
  'single.validUntil': 'Valid until',
  'single.conditions': 'Conditions',
  'single.condition1': 'The voucher can be used once only.',
  'single.condition2': 'It cannot be combined with other promotions.',
  'single.condition3': 'It must be presented at checkout.',
  'single.condition4': 'It cannot be exchanged for cash or credit.',
  'single.condition5': 'Any unused portion is forfeited.',
  'single.condition6': 'It is valid only until the stated expiry date.',
  'single.share': 'Share Voucher',
  'single.cancel': 'Cancel',
  'single.barcode': 'Barcode of voucher code {code}',

  'transfer.title': 'Transfer voucher',
  'transfer.intro': 'Send this voucher of AED {value} to another member.',
  'transfer.email': 'Recipient email',
  'transfer.mobile': 'Recipient mobile',
  'transfer.submit': 'Share Voucher',
  'transfer.success': 'Successful',
  'transfer.failed': 'Customer does not exist',
  'transfer.network': 'The voucher was not sent: no answer from the server. Please try again.',
  'transfer.back': 'Back',
} as const;

export type VoucherMessageKey = keyof typeof voucherMessages;

export function tVoucher(key: VoucherMessageKey, values?: TextValues): string {
  return localText('vouchers', key, voucherMessages[key], values);
}
