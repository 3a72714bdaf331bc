import { useState } from 'react';
import { BottomSheet, BottomSheetOptions } from '../../../components/bottom-sheet';
import { tHistory } from '../../../i18n/history';
import type { Period } from '../period-range';
import { ChevronIcon } from '../../../components/icons';

interface PeriodPickerProps {
  periods: { period: Period; label: string }[];
  value: Period;
  onApply: (period: Period) => void;
}

/**
 * The period dropdown: a button naming the period shown, opening a sheet of every period; the
 * choice is applied on DONE (docs/wire-protocol.md §4), closing without DONE keeps the period shown.
 */
export function PeriodPicker({ periods, value, onApply }: PeriodPickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Period>(value);
  const label = periods.find((p) => p.period === value)?.label ?? value;

  return (
    <>
      <button
        type="button"
        className="period-button"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(value);
          setOpen(true);
        }}
      >
        <span className="period-button__caption">{tHistory('history.period')}</span>
        <span className="period-button__value">{label}</span>
        <ChevronIcon direction="down" />
      </button>
      <BottomSheet
        open={open}
        title={tHistory('history.choosePeriod')}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onApply(draft);
        }}
      >
        <BottomSheetOptions
          label={tHistory('history.choosePeriod')}
          options={periods.map((p) => ({ value: p.period, label: p.label }))}
          value={draft}
          onChange={(next) => setDraft(next as Period)}
          empty=""
        />
      </BottomSheet>
    </>
  );
}
