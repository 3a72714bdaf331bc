/**
 * A reader of the Prometheus text format (0.0.4) that refuses what `promtool check metrics`
 * refuses: a sample before its family's HELP and TYPE, a family split in two, bad names or
 * values, a duplicate series, a counter not named `_total`, a histogram whose buckets are not
 * cumulative or whose +Inf bucket is not its count.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help: string;
  type: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
// Go's ParseFloat, which Prometheus uses, takes NaN and Inf in any case.
const VALUE = /^(?:[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|nan|[+-]inf)$/i;

function parseValue(text: string, where: string): number {
  if (!VALUE.test(text)) throw new Error(`${where}: bad value ${text}`);
  if (/inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  return /^nan$/i.test(text) ? NaN : Number(text);
}

/** `{a="x",b="y\"z"}` into its labels, refusing bad names, escapes and repeats. */
function parseLabels(text: string, where: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length) {
    const match = /^([^=]*)="((?:[^"\\\n]|\\[\\"n])*)"(,?)/.exec(rest);
    if (!match) throw new Error(`${where}: bad labels {${text}}`);
    const [whole, name = '', raw = '', comma] = match;
    if (!LABEL_NAME.test(name) || name.startsWith('__'))
      throw new Error(`${where}: bad label name ${name}`);
    if (name in labels) throw new Error(`${where}: label ${name} twice`);
    labels[name] = raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(whole.length);
    if (!comma && rest.length) throw new Error(`${where}: bad labels {${text}}`);
  }
  return labels;
}

/** The family a sample name belongs to: histograms own `_bucket`, `_sum` and `_count`. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const own = families.get(name);
  if (own) return own;
  const base = /^(.*)_(bucket|sum|count)$/.exec(name);
  const family = base?.[1] ? families.get(base[1]) : undefined;
  if (!family) return undefined;
  if (family.type === 'histogram') return family;
  if (family.type === 'summary' && base?.[2] !== 'bucket') return family;
  return undefined;
}

function checkHistogram(family: Family): void {
  const bySeries = new Map<string, Sample[]>();
  for (const s of family.samples) {
    const { le: _le, ...rest } = s.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    bySeries.set(key, [...(bySeries.get(key) ?? []), s]);
  }
  for (const [key, samples] of bySeries) {
    const where = `${family.name}${key}`;
    const buckets = samples.filter((s) => s.name === `${family.name}_bucket`);
    const count = samples.find((s) => s.name === `${family.name}_count`);
    if (!count || !samples.some((s) => s.name === `${family.name}_sum`))
      throw new Error(`${where}: histogram without _sum or _count`);
    let last = -Infinity;
    let previous = 0;
    for (const b of buckets) {
      if (b.labels.le === undefined) throw new Error(`${where}: bucket without le`);
      const bound = parseValue(b.labels.le, where);
      if (bound <= last) throw new Error(`${where}: buckets out of order`);
      if (b.value < previous) throw new Error(`${where}: buckets not cumulative`);
      last = bound;
      previous = b.value;
    }
    if (last !== Infinity) throw new Error(`${where}: no +Inf bucket`);
    if (previous !== count.value) throw new Error(`${where}: +Inf bucket is not the count`);
  }
}

export function parseExposition(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  const families = new Map<string, Family>();
  const series = new Set<string>();
  let current: Family | undefined;
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, index) => {
      const where = `line ${index + 1}`;
      if (line === '') return; // the format allows blank lines between families
      if (line.startsWith('#')) {
        const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
        if (!meta) return; // a plain comment
        const [, kind, name = '', rest = ''] = meta;
        if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name ${name}`);
        let family = families.get(name);
        if (family && family !== current) throw new Error(`${where}: ${name} split in two`);
        if (!family) {
          if (current) checkFinished(current);
          family = { name, help: '', type: '', samples: [] };
          families.set(name, family);
          current = family;
        }
        if (family.samples.length) throw new Error(`${where}: ${kind} of ${name} after samples`);
        if (kind === 'HELP') {
          if (family.help) throw new Error(`${where}: second HELP for ${name}`);
          family.help = rest;
        } else {
          if (family.type || !TYPES.has(rest)) throw new Error(`${where}: bad TYPE for ${name}`);
          family.type = rest;
        }
        return;
      }
      const sample = /^([^\s{]+)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(line);
      if (!sample) throw new Error(`${where}: not a sample: ${line}`);
      const [, name = '', labelText = '', value = ''] = sample;
      if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name ${name}`);
      const family = familyOf(name, families);
      if (!family || family !== current)
        throw new Error(`${where}: ${name} has no HELP and TYPE just before it`);
      const labels = parseLabels(labelText, where);
      if ('le' in labels && !(family.type === 'histogram' && name.endsWith('_bucket')))
        throw new Error(`${where}: le on something other than a bucket`);
      const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
      if (series.has(key)) throw new Error(`${where}: duplicate series ${key}`);
      series.add(key);
      family.samples.push({ name, labels, value: parseValue(value, where) });
    });
  if (current) checkFinished(current);
  return families;
}

function checkFinished(family: Family): void {
  if (!family.help || !family.type) throw new Error(`${family.name}: HELP or TYPE missing`);
  const isCounter = family.type === 'counter';
  if (isCounter !== family.name.endsWith('_total'))
    throw new Error(`${family.name}: only counters, and every counter, end in _total`);
  if (family.type === 'histogram') checkHistogram(family);
}

/** The value of the first series whose labels include `labels`; undefined when none has. */
export function valueOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values()) {
    const found = family.samples.find(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
    if (found) return found.value;
  }
  return undefined;
}
