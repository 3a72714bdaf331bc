import type { ProgrammeSettings, SettingsPatch } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AdminApiError } from '../../lib/api';
import { showFailure } from '../../lib/forms';
import { patchSettings, settingsQuery } from './settings-calls';

/** The server names a list's item as `tiers[1].name`; the form as `tiers.1.name`. */
export const formPath = (serverPath: string) => serverPath.replace(/\[(\d+)\]/g, '.$1');

/**
 * One section of the settings screen: it sends only its own fields, and once saved takes the
 * server's values as its new starting point (so it is no longer dirty) and says so.
 */
export function useSaveSettings<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: {
    toPatch: (values: T) => SettingsPatch;
    fromSettings: (settings: ProgrammeSettings) => DefaultValues<T>;
    fields: readonly Path<T>[];
    onDirty: (dirty: boolean) => void;
  },
) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const call = useMutation({ mutationFn: patchSettings });
  const { isDirty } = form.formState;
  const { onDirty } = options;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    setSaved(false);
    try {
      const settings = await call.mutateAsync(options.toPatch(values));
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      form.reset(options.fromSettings(settings));
      setSaved(true);
    } catch (error) {
      const named =
        error instanceof AdminApiError
          ? new AdminApiError(
              error.status,
              error.message,
              Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [formPath(k), v])),
              error.sessionEnded,
            )
          : error;
      showFailure(form, named, options.fields, 'The settings were not saved. Please try again.');
    }
  });
  // A new change hides the note about the last save.
  return { submit, busy: call.isPending, saved: saved && !isDirty };
}
