import { normaliseMobile, str } from '@loyalty/contract';
import { useController, useFormContext } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from './text-field';

/**
 * Whom points or a voucher go to: the e-mail and mobile the server matches together. The
 * bounds are the inputs' own (the browser says what is missing or too long); the mobile is
 * sent in the one form the server stores (normaliseMobile).
 */
export const recipientSchema = z.object({
  email: str(100),
  mobile: z.pipe(str(24), z.transform(normaliseMobile)),
});

export type RecipientInput = z.input<typeof recipientSchema>;
export type RecipientValues = z.output<typeof recipientSchema>;

export const EMPTY_RECIPIENT: RecipientInput = { email: '', mobile: '' };

/**
 * The recipient's e-mail and mobile, inside a react-hook-form `FormProvider` whose values
 * include `email` and `mobile`. A refusal the form sets on `email` (type 'server') is shown
 * under the e-mail and goes as soon as either field is edited: it was about another recipient.
 */
export function RecipientFields({
  emailLabel,
  mobileLabel,
}: {
  emailLabel: string;
  mobileLabel: string;
}) {
  const { control, clearErrors } = useFormContext<RecipientInput>();
  const email = useController({ control, name: 'email' });
  const mobile = useController({ control, name: 'mobile' });
  const edited = () => {
    if (email.fieldState.error?.type === 'server') clearErrors('email');
  };
  return (
    <>
      <TextField
        label={emailLabel}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        maxLength={100}
        value={email.field.value}
        onBlur={email.field.onBlur}
        onChange={(value) => {
          email.field.onChange(value);
          edited();
        }}
        error={email.fieldState.error?.message}
      />
      <TextField
        label={mobileLabel}
        type="tel"
        autoComplete="off"
        required
        maxLength={24}
        value={mobile.field.value}
        onBlur={mobile.field.onBlur}
        onChange={(value) => {
          mobile.field.onChange(value);
          edited();
        }}
        error={mobile.fieldState.error?.message}
      />
    </>
  );
}
