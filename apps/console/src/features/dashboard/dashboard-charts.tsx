import type { PointsReport, VouchersReport } from '@loyalty/contract/admin';
import { MonthChart } from './month-chart';

// The tokens' brand blue and status green, and a slate and an amber that read beside them.
const BLUE = '#0f4c81';
const GREEN = '#15803d';
const SLATE = '#64748b';
const AMBER = '#b45309';

/** The month-by-month charts; loaded apart, so chart.js does not hold up the first paint. */
export default function DashboardCharts({
  points,
  vouchers,
}: {
  points: PointsReport | undefined;
  vouchers: VouchersReport | undefined;
}) {
  return (
    <div className="charts">
      {points && (
        <MonthChart
          title="Points per month"
          months={points.months.map((m) => m.month)}
          series={[
            { label: 'Issued', colour: BLUE, values: points.months.map((m) => m.issued) },
            { label: 'Redeemed', colour: GREEN, values: points.months.map((m) => m.redeemed) },
            { label: 'Expired', colour: AMBER, values: points.months.map((m) => m.expired) },
          ]}
        />
      )}
      {vouchers && (
        <MonthChart
          title="Vouchers per month"
          months={vouchers.months.map((m) => m.month)}
          series={[
            { label: 'Issued', colour: BLUE, values: vouchers.months.map((m) => m.issued) },
            { label: 'Used', colour: SLATE, values: vouchers.months.map((m) => m.used) },
          ]}
        />
      )}
    </div>
  );
}
