import type { ResponseInput } from '@loyalty/contract';
import { fileUrl } from '../../lib/urls';
import type { SessionCustomerRow } from '../accounts/sessions.repository';
import type { PointsSummary } from './points.service';

type CustomerRecord = NonNullable<ResponseInput<'GetLoyPoints'>['DATA']>;

/** GetLoyPoints CUSTOMER: the customer as docs/wire-protocol.md §3 lists it, with the points summary. */
export function customerRecord(
  row: SessionCustomerRow,
  points: PointsSummary,
  origin: string,
): CustomerRecord {
  return {
    CUST_CODE: row.cust_code,
    CUST_NAME: `${row.first_name} ${row.last_name}`,
    MOBILE: row.mobile,
    EMAIL: row.email,
    ADDR1: row.addr1,
    ADDR2: row.addr2,
    ADDR3: row.addr3,
    BIRTH_DATE: row.birth_date,
    COMP_NAME: row.comp_name,
    NATIONALITY: row.nationality,
    GENDER: row.gender,
    country_code: row.country_code,
    city_code: row.city_code,
    area_code: row.area_code,
    CITY: row.city,
    AREA: row.area,
    COUNTRY: row.country,
    PROFILE_IMAGE: fileUrl(origin, row.profile_image),
    CARD_TYPE: row.card_type,
    CURRENTPOINTS: points.balance,
    // Every point is redeemable at once: there is no minimum and no lock-in period.
    REDEEMABLEPOINTS: points.balance,
    POINTS_VALUE: points.value,
    POINTS_EXPIRED: points.expired,
    // The app's upper bound for a voucher or a send (docs/wire-protocol.md §4): what can be spent now.
    POINTS_TOTAL: points.balance,
  };
}
