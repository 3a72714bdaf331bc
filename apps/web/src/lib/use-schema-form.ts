import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The one way a form holds its values (docs/conventions.md "Forms"): react-hook-form checked by
 * a zod schema on submit. The values reach the submit handler as typed (`raw`): the schema only
 * checks, and the call's fetcher shapes what is sent. A field's error stays until that field
 * changes or the form is sent again, and focus stays where the customer left it.
 */
export function useSchemaForm<T extends FieldValues>(
  schema: z.ZodMiniType<unknown, T>,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}
