import { useEffect, useRef, useState } from 'react';

/** A key just created: shown this once (only its hash is kept), with a button to copy it. */
export function NewKey({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The key appears above the form that made it: focus goes to it, so it is read at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="new-key" role="region" aria-labelledby="new-key-title">
      <h3 id="new-key-title" ref={heading} tabIndex={-1}>
        The key for {name}
      </h3>
      <p>Copy it into the till now: it is shown only this once.</p>
      <div className="new-key__row">
        <input
          className="field__input new-key__value"
          readOnly
          value={secret}
          aria-label={`The key for ${name}`}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            navigator.clipboard.writeText(secret).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            );
          }}
        >
          Copy
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status">
        {copied === 'yes' && 'Copied.'}
        {copied === 'no' && 'The browser did not allow copying: select the key and copy it.'}
      </p>
    </div>
  );
}
