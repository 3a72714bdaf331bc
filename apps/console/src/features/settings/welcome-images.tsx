import { MAX_WELCOME_IMAGES, type ProgrammeSettings } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureText } from '../../lib/failure-text';
import { logoUrl, removeWelcomeImages, settingsQuery, uploadWelcomeImages } from './settings-calls';

/**
 * The splash screen's pictures: the stored ones small, in order; choosing new ones sends them
 * at once and replaces them all (the server re-encodes them); they can be removed.
 */
export function WelcomeImages({ stored }: { stored: readonly string[] }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [done, setDone] = useState('');
  const onSuccess = (message: string) => (settings: ProgrammeSettings) => {
    queryClient.setQueryData(settingsQuery.queryKey, settings);
    setDone(message);
  };
  const upload = useMutation({
    mutationFn: uploadWelcomeImages,
    onSuccess: onSuccess('The splash screen’s pictures are saved.'),
  });
  const remove = useMutation({
    mutationFn: removeWelcomeImages,
    onSuccess: onSuccess('The splash screen’s pictures are removed.'),
  });
  const failed = upload.error ?? remove.error;
  const error = failed ? failureText(failed, 'The pictures were not saved.') : undefined;
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="field picture-upload welcome-images">
      <label htmlFor={inputId} className="field__label">
        {stored.length > 0 ? 'Replace the splash screen’s pictures' : 'Splash screen pictures'}
      </label>
      {stored.length > 0 ? (
        <ol className="welcome-images__now" aria-label="The splash screen’s pictures now">
          {stored.map((name, i) => (
            <li key={name}>
              <img
                className="picture-upload__now"
                src={logoUrl(name)}
                alt={`Slide ${i + 1} of ${stored.length}`}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">None: the app shows its own splash screen.</p>
      )}
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp"
        className="field__input"
        disabled={busy}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        {...(error ? { 'aria-invalid': true } : {})}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          setDone('');
          remove.reset();
          if (files.length > 0) upload.mutate(files);
          event.target.value = '';
        }}
      />
      <p id={`${inputId}-hint`} className="field__hint">
        Up to {MAX_WELCOME_IMAGES} pictures, shown in the order chosen while the app starts: PNG,
        JPEG or WebP. They replace the ones there and are saved as soon as they are chosen.
      </p>
      {busy && (
        <p role="status" className="field__hint">
          Saving the pictures…
        </p>
      )}
      {done && <p role="status">{done}</p>}
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {stored.length > 0 && (
        <div>
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() => {
              setDone('');
              upload.reset();
              remove.mutate();
            }}
          >
            Remove the splash screen’s pictures
          </button>
        </div>
      )}
    </div>
  );
}
