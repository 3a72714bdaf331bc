import { formatAmount, formatPoints } from '../../../lib/format';
import { tHistory } from '../../../i18n/history';
import type { BillLine } from '../bills';

/** The bill's line items: description with its barcode beneath, quantity, price in AED. */
export function BillLines({ lines }: { lines: BillLine[] }) {
  if (lines.length === 0)
    return <p className="bill-lines__empty">{tHistory('transaction.noItems')}</p>;
  return (
    <table className="bill-lines" data-testid="bill-lines">
      <thead>
        <tr>
          <th scope="col">{tHistory('transaction.description')}</th>
          <th scope="col">{tHistory('transaction.quantity')}</th>
          <th scope="col">{tHistory('transaction.price')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.barcode}-${index}`}>
            <td>
              {/* The till's own product name, as written there: isolated in either direction. */}
              <bdi>{line.description}</bdi>
              {line.barcode && (
                <span className="bill-lines__barcode">
                  <span className="visually-hidden">{tHistory('transaction.barcode')}: </span>
                  {line.barcode}
                </span>
              )}
            </td>
            <td>{line.quantity === undefined ? '' : formatPoints(line.quantity)}</td>
            <td>{line.price === undefined ? '' : formatAmount(line.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
