import { sharePointsCall } from '@loyalty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useState } from 'react';
import { IdempotentAttempts } from '../../../lib/idempotency';

export interface SharePointsInput {
  senderEmail: string;
  senderMobile: string;
  receiverEmail: string;
  receiverMobile: string;
  points: number;
}

/**
 * 24 LoySharePoints: sends points to the customer whose e-mail AND mobile match. It moves
 * value, so each attempt carries an Idempotency-Key (reused when the same attempt is retried).
 */
export function sharePoints(attempts: IdempotentAttempts, input: SharePointsInput) {
  const body = envelope('LoySharePoints', {
    EMAIL_SENDER: input.senderEmail,
    MOBILE_NUM_SENDER: input.senderMobile,
    EMAIL_RECEIVER: input.receiverEmail.trim(),
    MOBILE_NUM_RECEIVER: input.receiverMobile.trim(),
    SHARE_POINTS: input.points,
  });
  return attempts.send(body, (headers) => callApi(sharePointsCall, body, { headers }));
}

/** The send, then the balance (GetLoyPoints) is fetched again wherever it shows. */
export function useSharePoints() {
  const queryClient = useQueryClient();
  const [attempts] = useState(() => new IdempotentAttempts());
  return useMutation({
    mutationKey: ['LoySharePoints'],
    mutationFn: (input: SharePointsInput) => sharePoints(attempts, input),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: ['GetLoyPoints'] });
    },
  });
}
