import type { VoucherBatch } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { useListParams } from '../../lib/list-params';
import { BatchesTable } from './batches-table';
import { IssueBatchForm } from './issue-batch-form';
import { batchesQuery, exportUrl, voidBatch } from './voucher-calls';

/** /vouchers: issue claim-code batches, list them with their counts, export and void them. */
export function VouchersPage() {
  const { page, setPage } = useListParams([]);
  const batches = useQuery(batchesQuery(page));
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ text: string; batch?: VoucherBatch }>();
  const [voiding, setVoiding] = useState<VoucherBatch>();
  const voidCall = useMutation({ mutationFn: voidBatch });

  const confirmVoid = async () => {
    if (!voiding || voidCall.isPending) return;
    try {
      const answer = await voidCall.mutateAsync(voiding.id);
      await queryClient.invalidateQueries({ queryKey: ['voucher-batches'] });
      setVoiding(undefined);
      setNotice({ text: `${answer.voided} unclaimed codes of the batch were voided.` });
    } catch {
      // The dialog shows the failure and stays open.
    }
  };

  return (
    <>
      <PageHeader title="Vouchers" />
      <div className="vouchers-layout">
        <section className="panel" aria-label="Issue">
          <IssueBatchForm
            onIssued={(batch) => {
              setPage(1);
              setNotice({ text: `${batch.issued} codes were issued.`, batch });
            }}
          />
        </section>
        <section aria-label="Batches">
          {notice && (
            <Alert tone="ok">
              {notice.text}{' '}
              {notice.batch && (
                <a className="alert__link" href={exportUrl(notice.batch.id)} download>
                  Download its codes (CSV)
                </a>
              )}
            </Alert>
          )}
          {batches.isError && (
            <Alert tone="error">
              {failureText(batches.error, 'The batches could not be loaded. Please try again.')}
            </Alert>
          )}
          <BatchesTable
            data={batches.data}
            loading={batches.isFetching}
            onPage={setPage}
            onVoid={(batch) => {
              voidCall.reset();
              setVoiding(batch);
            }}
          />
        </section>
      </div>
      <ConfirmDialog
        open={voiding !== undefined}
        title={`Void ${voiding?.name || 'the batch'}?`}
        confirmLabel="Void codes"
        busyLabel="Voiding…"
        busy={voidCall.isPending}
        danger
        error={voidCall.isError ? failureText(voidCall.error, 'Voiding failed.') : undefined}
        onConfirm={() => void confirmVoid()}
        onCancel={() => setVoiding(undefined)}
      >
        <p>
          The codes nobody has claimed stop working at once. Codes already claimed stay in the
          customers&apos; wallets.
        </p>
      </ConfirmDialog>
    </>
  );
}
