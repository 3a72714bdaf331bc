import { useState } from 'react';
import { Navigate } from 'react-router';
import { SegmentedToggle } from '../../../components/segmented-toggle';
import { useAccess } from '../../../lib/app-settings';
import { tVoucher } from '../../../i18n/vouchers';
import type { VoucherKind } from '../voucher-kinds';
import { AddVoucherSheet } from './add-voucher-sheet';
import { CreateVoucherSheet } from './create-voucher-sheet';
import type { GeneratedVoucher } from './create-voucher-sheet';
import { GeneratedVoucherSheet } from './generated-voucher-sheet';
import { VoucherList } from './voucher-list';
import '../vouchers.css';
import { ScreenTitle } from '../../../components/screen-title';
import { ScanIcon } from '../../../components/icons';

const KINDS = [
  { value: 'new', label: tVoucher('vouchers.new') },
  { value: 'used', label: tVoucher('vouchers.used') },
  { value: 'expired', label: tVoucher('vouchers.expired') },
] as const;

type Sheet = 'add' | 'create' | undefined;

/** /vouchers (docs/wire-protocol.md §2 "Vouchers"); only where the client's access 'Voucher' is on. */
export function VouchersScreen() {
  const allowed = useAccess('Voucher');
  const [kind, setKind] = useState<VoucherKind>('new');
  const [sheet, setSheet] = useState<Sheet>();
  const [generated, setGenerated] = useState<GeneratedVoucher>();
  if (!allowed) return <Navigate to="/home" replace />;

  return (
    <main className="page page--with-nav vouchers">
      <ScreenTitle>{tVoucher('vouchers.title')}</ScreenTitle>
      <SegmentedToggle
        label={tVoucher('vouchers.kind')}
        segments={KINDS}
        value={kind}
        onChange={setKind}
      />
      <button
        type="button"
        className="add-code-card"
        aria-haspopup="dialog"
        onClick={() => setSheet('add')}
      >
        <ScanIcon />
        <span>{tVoucher('add.card')}</span>
      </button>
      <VoucherList kind={kind} />
      <div className="vouchers__actions">
        <button
          type="button"
          className="button button--primary button--block"
          aria-haspopup="dialog"
          onClick={() => setSheet('create')}
        >
          {tVoucher('create.button')}
        </button>
      </div>
      <AddVoucherSheet open={sheet === 'add'} onClose={() => setSheet(undefined)} />
      <CreateVoucherSheet
        open={sheet === 'create'}
        onClose={() => setSheet(undefined)}
        onCreated={(voucher) => {
          setSheet(undefined);
          setGenerated(voucher);
        }}
      />
      <GeneratedVoucherSheet voucher={generated} onClose={() => setGenerated(undefined)} />
    </main>
  );
}
