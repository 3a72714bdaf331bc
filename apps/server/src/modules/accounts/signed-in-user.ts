import type { ResponseInput } from '@loyalty/contract';
import { fileUrl } from '../../lib/urls';
import type { CustomerRow } from './customers.repository';

type SignedInUser = NonNullable<ResponseInput<'LoyLogin'>['DATA']>;

/** What the app keeps of the signed-in customer (docs/wire-protocol.md §3's user record). */
export function signedInUser(row: CustomerRow, origin: string): SignedInUser {
  return {
    CUST_CODE: row.cust_code,
    CUST_NAME: `${row.first_name} ${row.last_name}`,
    MOBILE: row.mobile,
    EMAIL: row.email,
    CARD_TYPE: row.card_type,
    PROFILE_IMAGE: fileUrl(origin, row.profile_image),
  };
}
