import { useController } from 'react-hook-form';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The props of a TextField (or PasswordField) bound to one string field of a form: its value,
 * its error message, and a change that clears that error (shown until the field changes).
 */
export function useTextField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPathByValue<T, string>,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    name: field.name,
    value: field.value as string,
    onChange: (value: string) => {
      field.onChange(value);
      if (fieldState.error) form.clearErrors(name);
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}
