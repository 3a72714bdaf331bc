import { useId } from 'react';
import './segmented-toggle.css';

export interface Segment<V extends string> {
  value: V;
  label: string;
}

interface SegmentedToggleProps<V extends string> {
  /** Names the choice for screen readers. */
  label: string;
  segments: readonly Segment<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * docs/design.md's segmented toggle (Email/Mobile, New/Used/Expired, My Purchase/My redemption):
 * native radios under the pills, so arrow keys move the choice and it is announced as one.
 */
export function SegmentedToggle<V extends string>({
  label,
  segments,
  value,
  onChange,
}: SegmentedToggleProps<V>) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{label}</legend>
      {segments.map((segment) => (
        <label key={segment.value} className="segmented__option">
          <input
            className="segmented__input"
            type="radio"
            name={name}
            value={segment.value}
            checked={segment.value === value}
            onChange={() => onChange(segment.value)}
          />
          <span className="segmented__pill">{segment.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
