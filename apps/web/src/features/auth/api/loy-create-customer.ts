import { loyCreateCustomerCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { loginDetails, registrationCustomer } from '@loyalty/contract';
import type * as z from 'zod/mini';
import { callApi, envelope } from '../../../lib/api-client';

export type CustomerDetails = z.input<typeof registrationCustomer>;
export type LoginDetails = z.input<typeof loginDetails>;

/** 9 LoyCreateCustomer: STATUS and MESSAGE. */
export async function loyCreateCustomer(input: { customer: CustomerDetails; login: LoginDetails }) {
  return callApi(
    loyCreateCustomerCall,
    envelope('LoyCreateCustomer', {
      TYPE_NAME: 'CUSTOMER' as const,
      CUSTOMER_DETAILS: input.customer,
      LOGIN_DETAILS: input.login,
    }),
  );
}

export const loyCreateCustomerMutationOptions = () =>
  mutationOptions({ mutationKey: ['LoyCreateCustomer'], mutationFn: loyCreateCustomer });

export function useLoyCreateCustomer() {
  return useMutation(loyCreateCustomerMutationOptions());
}
