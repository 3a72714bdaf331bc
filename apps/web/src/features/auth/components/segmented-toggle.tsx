import { useId } from 'react';

interface SegmentedToggleProps<V extends string> {
  /** Names the choice for screen readers. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A segmented toggle (design.md): native radios, so arrows switch and the state is announced. */
export function SegmentedToggle<V extends string>(props: SegmentedToggleProps<V>) {
  const { label, options, value, onChange } = props;
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="segmented__option">
          <input
            type="radio"
            className="segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="segmented__label">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
