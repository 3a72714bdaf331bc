import { randomDigits } from '../../lib/tokens';
import type { CustomersRepository } from './customers.repository';

export interface CustomerCodes {
  custCode: string;
  cardNo: string;
}

/**
 * A customer code (shown as the barcode) and a card number, both drawn at random so
 * nobody can guess a neighbour's from their own; checked against the table, and the
 * unique indexes catch the rare race.
 */
export async function allocateCodes(customers: CustomersRepository): Promise<CustomerCodes> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const codes = { custCode: `1${randomDigits(9)}`, cardNo: `6${randomDigits(15)}` };
    if (!(await customers.codeInUse(codes.custCode, codes.cardNo))) return codes;
  }
  throw new Error('Could not allocate a unique customer code');
}
