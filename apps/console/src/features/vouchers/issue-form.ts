import { voucherBatchRequest, type VoucherBatchRequest } from '@loyalty/contract/admin';
import * as z from 'zod/mini';

const number = (pattern: RegExp, message: string) =>
  z.string().check(z.trim(), z.regex(pattern, message));

/**
 * The issue form's fields as typed (inputs hold text): each must read as a number first, then
 * the contract's own rules for a batch apply, so the form refuses what the server would.
 */
const typed = z.object({
  count: number(/^\d+$/, 'Enter a whole number of codes.'),
  value: number(/^\d+(\.\d+)?$/, 'Enter the value in AED, such as 25 or 12.50.'),
  validDays: number(/^\d+$/, 'Enter a whole number of days.'),
  name: z.string(),
});

export type IssueFormValues = z.input<typeof typed>;

export const issueFormSchema = z.pipe(z.pipe(typed, z.transform(toRequest)), voucherBatchRequest);

export const EMPTY_ISSUE_FORM: IssueFormValues = {
  count: '',
  value: '',
  validDays: '30',
  name: '',
};

/** The call's body from what was typed (an empty name is left out: the server names it). */
export function toRequest(values: IssueFormValues): VoucherBatchRequest {
  const name = values.name.trim();
  return {
    count: Number(values.count),
    value: Number(values.value),
    validDays: Number(values.validDays),
    ...(name ? { name } : {}),
  };
}
