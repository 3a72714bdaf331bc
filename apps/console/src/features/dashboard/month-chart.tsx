import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { figure, monthLabel } from './report-calls';

// Only the pieces a bar chart uses, so the rest of chart.js stays out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface Series {
  label: string;
  colour: string;
  values: number[];
}

interface MonthChartProps {
  title: string;
  months: string[];
  series: Series[];
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Bars per month on a canvas, and the same figures in a table that assistive technology reads
 * (the canvas itself is hidden from it): the chart is for the eye, the table for everyone.
 */
export function MonthChart({ title, months, series }: MonthChartProps) {
  const labels = months.map(monthLabel);
  const id = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <div className="chart__canvas" aria-hidden="true">
        <Bar
          data={{
            labels,
            datasets: series.map((s) => ({
              label: s.label,
              data: s.values,
              backgroundColor: s.colour,
              borderRadius: 3,
            })),
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: reducedMotion() ? false : { duration: 300 },
            plugins: { legend: { position: 'bottom' } },
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
      </div>
      {/* A table is as tall as its rows whatever its size: its box is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}, by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{figure(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
