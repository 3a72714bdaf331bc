import type { DatabaseKind } from '../lib/target';

/** A Markdown table; cells are escaped so a pipe in a label cannot break a row. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => String(v).replace(/\|/g, '\\|');
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

export const num = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

export const kb = (bytes: number) => num(bytes / 1000, 1);

/** A database as the tables name it. */
export const databaseName = (kind: DatabaseKind) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** Replaces what lies between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`. */
export function replaceSection(document: string, name: string, content: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`BENCHMARKS.md has no ${start} … ${end} section`);
  return `${document.slice(0, from + start.length)}\n${content.trim()}\n${document.slice(to)}`;
}

export interface Check {
  target: string;
  measured: string;
  met: boolean | undefined;
}

export function checks(rows: Check[]): string {
  return table(
    ['target', 'measured', 'met'],
    rows.map((r) => [
      r.target,
      r.measured,
      r.met === undefined ? 'not measured' : r.met ? 'yes' : 'NO',
    ]),
  );
}
