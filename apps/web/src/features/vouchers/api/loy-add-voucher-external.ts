import { addVoucherExternalCall } from '@loyalty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** 22 LoyAddVoucherExternal: claims a voucher code the retailer issued (ENTRY_NO). */
export function useAddVoucherExternal() {
  const { authUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['LoyAddVoucherExternal'],
    mutationFn: (code: string) =>
      callApi(
        addVoucherExternalCall,
        envelope('LoyAddVoucherExternal', {
          TYPE_NAME: 'NEW_VOUCHER' as const,
          ENTRY_NO: code.trim(),
          MOBILE_NUM: authUser?.MOBILE ?? '',
          CUST_CODE: authUser?.CUST_CODE ?? '',
        }),
      ),
    // docs/wire-protocol.md §4: after a successful add the lists are loaded again.
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: ['GetVoucher'] });
    },
  });
}
