import type { ReactNode } from 'react';

/** Label and value pairs of a transaction, as a description list. */
export function DetailList({
  rows,
}: {
  rows: [label: string, value: ReactNode, testId: string][];
}) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value, testId]) => (
        <div key={testId}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
