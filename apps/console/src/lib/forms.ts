import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AdminApiError } from './api';
import { failureText } from './failure-text';

/**
 * The one way a console form holds its values (docs/conventions.md "Forms"): react-hook-form
 * checked on submit by the contract's zod schema. Values reach the handler as typed (`raw`);
 * the server applies the same schema, trimming included.
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
  });
}

/** The server names an item of a list `links[0].name`; react-hook-form calls it `links.0.name`. */
export function formPath(serverPath: string): string {
  return serverPath.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Shows a failed call on the form: each reason the server gave for a field of `fields` on that
 * field, anything else in the form's banner (`root.server`). What was typed stays.
 */
export function showFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: string,
): void {
  const reasons = error instanceof AdminApiError ? error.fields : {};
  let placed = false;
  for (const [field, message] of Object.entries(reasons)) {
    const path = formPath(field);
    const name = fields.find((f) => f === path);
    if (name) {
      form.setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed)
    form.setError('root.server', { type: 'server', message: failureText(error, fallback) });
}
