/**
 * The few Prometheus instruments the server needs, written out in the text exposition format
 * (version 0.0.4). A client library would be a dependency for a hundred lines of code.
 */

export type Labels = Record<string, string>;

export interface Metric {
  /** The metric's lines in the text format, HELP and TYPE first. */
  render(): string;
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(names: readonly string[], values: readonly string[], extra = ''): string {
  const parts = names.map((n, i) => `${n}="${escapeLabel(values[i] ?? '')}"`);
  if (extra) parts.push(extra);
  return parts.length ? `{${parts.join(',')}}` : '';
}

function header(name: string, help: string, type: string): string {
  return `# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}\n# TYPE ${name} ${type}\n`;
}

function number(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** Label values in the declared order; a series is keyed by them. */
function seriesKey(names: readonly string[], labels: Labels | undefined): string[] {
  return names.map((n) => labels?.[n] ?? '');
}

export class Counter implements Metric {
  private readonly series = new Map<string, { values: string[]; count: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[] = [],
  ) {}

  inc(labels?: Labels, by = 1): void {
    this.seriesOf(labels).count += by;
  }

  /** One series, to count on it again without working out its key each time. */
  seriesOf(labels?: Labels): { count: number } {
    const values = seriesKey(this.labelNames, labels);
    const key = JSON.stringify(values);
    let current = this.series.get(key);
    if (!current) {
      current = { values, count: 0 };
      this.series.set(key, current);
    }
    return current;
  }

  /** The count of one series (0 when never counted). */
  get(labels?: Labels): number {
    return this.series.get(JSON.stringify(seriesKey(this.labelNames, labels)))?.count ?? 0;
  }

  render(): string {
    let out = header(this.name, this.help, 'counter');
    // A counter without labels is exported at 0 before its first event, so rate() works.
    if (this.labelNames.length === 0 && this.series.size === 0) out += `${this.name} 0\n`;
    for (const { values, count } of this.series.values()) {
      out += `${this.name}${labelText(this.labelNames, values)} ${number(count)}\n`;
    }
    return out;
  }
}

export class Gauge implements Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => number,
  ) {}

  render(): string {
    return `${header(this.name, this.help, 'gauge')}${this.name} ${number(this.read())}\n`;
  }
}

export interface HistogramSeries {
  values: string[];
  buckets: number[];
  sum: number;
  count: number;
}

export class Histogram implements Metric {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    /** Upper bounds, ascending; +Inf is implied. */
    readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    this.observeOn(this.seriesOf(labels), value);
  }

  /** One series, to observe on it again (with `observeOn`) without working out its key. */
  seriesOf(labels: Labels): HistogramSeries {
    const values = seriesKey(this.labelNames, labels);
    const key = JSON.stringify(values);
    let s = this.series.get(key);
    if (!s) {
      s = { values, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    return s;
  }

  observeOn(s: HistogramSeries, value: number): void {
    // Only the first bucket that holds the value is counted; render() accumulates.
    const index = this.bounds.findIndex((b) => value <= b);
    if (index >= 0) s.buckets[index] = (s.buckets[index] ?? 0) + 1;
    s.sum += value;
    s.count += 1;
  }

  render(): string {
    let out = header(this.name, this.help, 'histogram');
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += s.buckets[i] ?? 0;
        const le = `le="${number(bound)}"`;
        out += `${this.name}_bucket${labelText(this.labelNames, s.values, le)} ${cumulative}\n`;
      });
      out += `${this.name}_bucket${labelText(this.labelNames, s.values, 'le="+Inf"')} ${s.count}\n`;
      out += `${this.name}_sum${labelText(this.labelNames, s.values)} ${number(s.sum)}\n`;
      out += `${this.name}_count${labelText(this.labelNames, s.values)} ${s.count}\n`;
    }
    return out;
  }
}

export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export function exposition(metrics: readonly Metric[]): string {
  return metrics.map((m) => m.render()).join('');
}
