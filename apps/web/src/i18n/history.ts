import { fillText } from './messages';

/** Texts of the history, transaction detail and digital receipt screens. */
export const historyMessages = {
  'history.title': 'History',
  'history.period': 'Period',
  'history.choosePeriod': 'Choose a period',
  'history.done': 'DONE',
  'history.purchase': 'My Purchase',
  'history.redemption': 'My redemption',
  'history.kind': 'Transactions shown',
  'history.date': 'Date',
  'history.amount': 'Amount',
  'history.points': 'Points',
  'history.noTransactions': 'No transactions',
  'history.noTransactionsHint':
    'Show your card at the till: each purchase and its points show here.',
  'history.showCard': 'Show my card',
  'history.noResult': 'No result',
  'history.loading': 'Loading transactions',
  'history.balance': 'Points balance',
  'history.value': 'Points value',
  'history.expired': 'Expired Points',
  'history.rowLabel': 'Transaction of {date}, {amount}',

  'period.last3Days': 'Last 3 days',
  'period.last7Days': 'Last 7 days',
  'period.last30Days': 'Last 30 days',
  'period.last60Days': 'Last 60 days',
  'period.lastMonth': 'Last month',
  'period.last3Months': 'Last 3 months',
  'period.last6Months': 'Last 6 months',

  'transaction.title': 'Transaction',
  'transaction.back': 'Back to history',
  'transaction.billref': 'Bill reference',
  'transaction.scanDate': 'ID-scan date',
  'transaction.usedCoupon': 'Used coupon',
  'transaction.issuedCoupon': 'Issued coupon',
  'transaction.totalPaid': 'Total paid',
  'transaction.customerId': 'Customer id',
  'transaction.pointsEarned': 'Points earned',
  'transaction.yes': 'Yes',
  'transaction.no': 'No',
  'transaction.items': 'Items',
  'transaction.description': 'Description',
  'transaction.barcode': 'Barcode',
  'transaction.quantity': 'Quantity',
  'transaction.price': 'Price (AED)',
  'transaction.noItems': 'No items',
  'transaction.loading': 'Loading the transaction',

  'redemption.title': 'Redemption',
  'redemption.date': 'Redeem date',
  'redemption.value': 'Value',
  'redemption.points': 'Points redeemed',

  'receipt.title': 'Digital receipt',
  'receipt.close': 'Close',
  'receipt.alt': 'Your digital receipt',
} as const;

export type HistoryMessageKey = keyof typeof historyMessages;

export function tHistory(key: HistoryMessageKey, values?: Record<string, string | number>): string {
  return fillText(historyMessages[key], values);
}
