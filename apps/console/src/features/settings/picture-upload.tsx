import type { SettingsPicture } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureText } from '../../lib/failure-text';
import { logoUrl, settingsQuery, uploadPicture } from './settings-calls';

interface PictureUploadProps {
  picture: SettingsPicture;
  /** The stored picture's file name, '' for none. */
  stored: string;
  /** The picture named in a sentence: "the logo", "the landing picture". */
  what: string;
  label: string;
  hint: string;
  /** Shows the stored picture small beside the chooser (the branding has its own preview). */
  thumbnail?: boolean;
}

/** One of the programme's pictures: chosen, then sent at once (the server re-encodes it). */
export function PictureUpload({
  picture,
  stored,
  what,
  label,
  hint,
  thumbnail,
}: PictureUploadProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [done, setDone] = useState(false);
  const call = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      setDone(true);
    },
  });
  const error = call.error ? failureText(call.error, `${what} was not saved.`) : undefined;
  const shown = thumbnail ? logoUrl(stored) : undefined;
  return (
    <div className="field picture-upload">
      <label htmlFor={inputId} className="field__label">
        {stored ? `Replace ${what}` : label}
      </label>
      {shown && <img className="picture-upload__now" src={shown} alt={`${label} now`} />}
      {thumbnail && !shown && <p className="muted">None yet.</p>}
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="field__input"
        disabled={call.isPending}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        {...(error ? { 'aria-invalid': true } : {})}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setDone(false);
          if (file) call.mutate({ picture, file });
          event.target.value = '';
        }}
      />
      <p id={`${inputId}-hint`} className="field__hint">
        {hint}
      </p>
      {call.isPending && (
        <p role="status" className="field__hint">
          Uploading {what}…
        </p>
      )}
      {done && <p role="status">{capitalised(what)} is saved.</p>}
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
