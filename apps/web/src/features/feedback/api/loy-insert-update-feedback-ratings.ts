import { feedbackRatingsCall } from '@loyalty/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';

export interface FeedbackChoice {
  rating_id: string;
  rating_name: string;
  option_id: string;
}

/**
 * 28 Loy_InsertUpdateFeedbackRatings: one TRAN entry per answered question. The answer is
 * read by the tolerant status reader (STATUS 'FAIL' is a failure with the server's MESSAGE).
 */
export function sendFeedback(clientId: string, customerCode: string, choices: FeedbackChoice[]) {
  return callApi(
    feedbackRatingsCall,
    envelope('Loy_InsertUpdateFeedbackRatings', {
      client_id: clientId,
      TRAN: choices.map((choice) => ({
        client_id: clientId,
        ...choice,
        customer_code: customerCode,
        other_feedback: '',
      })),
    }),
  );
}

export function useSendFeedback() {
  const { clientId } = useAppConfig();
  return useMutation({
    mutationFn: ({ customerCode, choices }: { customerCode: string; choices: FeedbackChoice[] }) =>
      sendFeedback(clientId, customerCode, choices),
  });
}
