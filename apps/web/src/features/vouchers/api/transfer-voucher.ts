import { transferVoucherCall } from '@loyalty/contract';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { IdempotentAttempts } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';

export interface TransferInput {
  entryNo: string;
  receiverEmail: string;
  receiverMobile: string;
}

/**
 * 25 TransferVoucher: moves one of the customer's new vouchers to the customer whose e-mail
 * AND mobile match. E-mail is sent as e-mail and mobile as mobile (docs/decisions/015-spec-readings.md, not the
 * crossed fields of docs/wire-protocol.md §7). It moves value: one Idempotency-Key per attempt.
 */
export function useTransferVoucher() {
  const { authUser } = useSession();
  const queryClient = useQueryClient();
  const [attempts] = useState(() => new IdempotentAttempts());
  return useMutation({
    mutationKey: ['TransferVoucher'],
    mutationFn: (input: TransferInput) => {
      const body = envelope('TransferVoucher', {
        voucherEntryNo: input.entryNo,
        senderMobile: authUser?.MOBILE ?? '',
        senderEmail: authUser?.EMAIL ?? '',
        receiverMobile: input.receiverMobile.trim(),
        receiverEmail: input.receiverEmail.trim(),
      });
      return attempts.send(body, (headers) => callApi(transferVoucherCall, body, { headers }));
    },
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: ['GetVoucher'] });
    },
  });
}
