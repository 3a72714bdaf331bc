import { createVoucherCall } from '@loyalty/contract';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { IdempotentAttempts } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';

/**
 * 23 CreateVoucher: exchanges POINTS for a voucher (REEDEEM_AMOUNT, VOUCHER_NO, EXPIRE_DATE).
 * It moves value, so each attempt carries an Idempotency-Key, reused on a retry of the same
 * attempt. Afterwards the lists and the balance are loaded again.
 */
export function useCreateVoucher() {
  const { authUser } = useSession();
  const queryClient = useQueryClient();
  const [attempts] = useState(() => new IdempotentAttempts());
  return useMutation({
    mutationKey: ['CreateVoucher'],
    mutationFn: (points: number) => {
      const body = envelope('CreateVoucher', {
        TYPE_NAME: 'NEW_VOUCHER' as const,
        CUST_CODE: authUser?.CUST_CODE ?? '',
        MOBILE_NUM: authUser?.MOBILE ?? '',
        POINTS: points,
      });
      return attempts.send(body, (headers) => callApi(createVoucherCall, body, { headers }));
    },
    onSuccess: (result) => {
      if (!result.ok) return;
      void queryClient.invalidateQueries({ queryKey: ['GetVoucher'] });
      void queryClient.invalidateQueries({ queryKey: ['GetLoyPoints'] });
    },
  });
}
