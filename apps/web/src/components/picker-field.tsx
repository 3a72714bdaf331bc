import { useId, useMemo, useState } from 'react';
import { BottomSheet, BottomSheetOptions, BottomSheetSearch } from './bottom-sheet';
import type { SheetOption } from './bottom-sheet';
import './form-field.css';
import { ChevronIcon } from './icons';

interface PickerFieldProps {
  label: string;
  options: readonly SheetOption[];
  value: string | undefined;
  /** Shown for a value not (yet) in `options`, e.g. a default country before the list loads. */
  valueText?: string | undefined;
  /** The language of `valueText` where it is not the screen's. */
  valueLang?: string | undefined;
  /** Shown in the field while nothing is chosen. */
  placeholder: string;
  onChange: (value: string) => void;
  /** Given: the sheet has a search box with this label. */
  searchLabel?: string;
  /** The sheet's text when there is nothing to show. */
  empty: string;
  /** The sheet's text while the options load. */
  loadingText: string;
  loading?: boolean;
}

/** Case-insensitive substring search on the options' labels (docs/wire-protocol.md §5). */
export function filterOptions(options: readonly SheetOption[], query: string) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return options;
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/**
 * A field that opens a bottom sheet of choices. The choice is a draft until DONE; closing the
 * sheet otherwise keeps the earlier value.
 */
export function PickerField(props: PickerFieldProps) {
  const { label, options, value, valueText, valueLang, placeholder, onChange } = props;
  const { searchLabel, empty, loadingText, loading = false } = props;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [query, setQuery] = useState('');
  const labelId = useId();
  const valueId = useId();
  const shown = useMemo(() => filterOptions(options, query), [options, query]);

  const chosen = options.find((option) => option.value === value);
  const text = chosen ? chosen.label : valueText;
  const textLang = chosen ? chosen.lang : valueLang;

  function openSheet() {
    setDraft(value);
    setQuery('');
    setOpen(true);
  }

  function done() {
    if (draft !== undefined && draft !== value) onChange(draft);
    setOpen(false);
  }

  return (
    <div className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <button
        type="button"
        className="picker"
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={openSheet}
      >
        <span
          id={valueId}
          className={text ? undefined : 'picker__value--empty'}
          lang={text ? textLang : undefined}
        >
          {text || placeholder}
        </span>
        <ChevronIcon direction="down" />
      </button>
      <BottomSheet
        open={open}
        title={label}
        onClose={() => setOpen(false)}
        onDone={done}
        {...(searchLabel
          ? { search: <BottomSheetSearch label={searchLabel} value={query} onChange={setQuery} /> }
          : {})}
      >
        {loading ? (
          <p className="bottom-sheet__empty" role="status">
            {loadingText}
          </p>
        ) : (
          <BottomSheetOptions
            label={label}
            options={shown}
            value={draft}
            onChange={setDraft}
            empty={empty}
          />
        )}
      </BottomSheet>
    </div>
  );
}
