/** A form's primary action; while the call is out it says so and is not pressed twice. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
