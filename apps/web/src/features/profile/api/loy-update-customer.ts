import { loyUpdateCustomerCall } from '@loyalty/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import type { CustomerDetails } from '../customer-details';

/** 18 LoyUpdateCustomer: FUNCTION LoyUpdateCustomer, TYPE_NAME CUSTOMER_UPDATE, the full details. */
export function updateCustomer(details: CustomerDetails) {
  return callApi(
    loyUpdateCustomerCall,
    envelope('LoyUpdateCustomer', {
      TYPE_NAME: 'CUSTOMER_UPDATE' as const,
      CUSTOMER_DETAILS: details,
    }),
  );
}

export function useUpdateCustomer() {
  return useMutation({ mutationKey: ['LoyUpdateCustomer'], mutationFn: updateCustomer });
}
