import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarksMd } from '../src/config';
import type { LoadFigures } from '../src/lib/load';
import { machine } from '../src/machine';
import { renderSections } from '../src/report/benchmarks-md';
import { replaceSection } from '../src/report/markdown';
import type { Results, RunInfo } from '../src/results';
import { driftPercent } from '../src/server/server-bench';
import { median } from '../src/web/web-bench';

const info: RunInfo = {
  at: '2026-01-02T03:04:05.000Z',
  machine: { ...machine(), cpu: 'Test CPU', nproc: 2, date: '2026-01-02T03:04:05.000Z' },
  smoke: false,
  settings: { duration: 10, warmup: 2, connections: 50, scale: 1 },
};
const figures = (rps: number, p99: number | null): LoadFigures => ({
  rps,
  p50: p99 === null ? null : p99 / 2,
  p99,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
  refused: 0,
  statuses: { 200: rps * 10 },
});
const seed = {
  customers: 200,
  bills: 9_000,
  lines: 22_000,
  vouchers: 200,
  ledgerEntries: 9_400,
  seconds: 3,
};

const results: Results = {
  server: {
    ...info,
    baseline: {
      bodyBytes: 539,
      first: figures(10_000, 9),
      last: figures(9_800, 9),
      driftPercent: 2,
      stable: true,
      floor: { figures: figures(6_123, 9), ratio: 0.619 },
    },
    databases: [
      {
        database: 'sqlite',
        seed,
        scenarios: [
          {
            name: 'points',
            label: 'GetLoyPoints CUSTOMER',
            connections: 50,
            reportOnly: false,
            figures: figures(4_321, 12),
            ratio: 0.436,
          },
          {
            name: 'history-1conn',
            label: 'history, one connection',
            connections: 1,
            reportOnly: false,
            figures: figures(20, null),
            ratio: 0.002,
          },
        ],
      },
      {
        database: 'postgres',
        seed,
        scenarios: [
          {
            name: 'history-1conn',
            label: 'history, one connection',
            connections: 1,
            reportOnly: false,
            figures: figures(30, 52),
            ratio: 0.003,
          },
        ],
      },
    ],
  },
};

describe('BENCHMARKS.md', () => {
  it('gets the figures in its tables and the targets judged', () => {
    const out = renderSections(readFileSync(benchmarksMd, 'utf8'), results);
    expect(out).toMatch(/\| server \| 2026-01-02 \| 2 \| Test CPU \|/);
    expect(out).toMatch(
      /\| GetLoyPoints CUSTOMER \| 50 \| 4,321 \| 0\.436 \| 6\.0 \| 12\.0 \| 0 \| 0 \| 0 \|/,
    );
    expect(out).toMatch(/≥ 0\.45 × the baseline’s req\/s \| 0\.436 × \(4,321 req\/s\) \| NO \|/);
    expect(out).toMatch(/GetLoyPoints CUSTOMER: zero errors \| 0 \| yes \|/);
    expect(out).toMatch(/PostgreSQL: CreateVoucher ≥ 2,000 per s \| n\/a \| not measured \|/);
    // No request completed: no latency to judge.
    expect(out).toMatch(
      /SQLite: the same history, one connection, p99 ≤ 8 ms \| n\/a \| not measured \|/,
    );
    // The history target is judged on every database measured.
    expect(out).toMatch(
      /PostgreSQL: the same history, one connection, p99 ≤ 8 ms \| 52\.0 ms \| NO \|/,
    );
    expect(out).toMatch(/10,000 req\/s first, 9,800 req\/s last, drift 2 % \(within 10 %\)/);
    expect(out).toMatch(
      /Framework floor \(Fastify alone[^)]*\): 6,123 req\/s, 0\.619 × the baseline/,
    );
    expect(out).toMatch(/_Not run yet: `npm run bench -- web`\._/);
    // A floor below the bare baseline says the machine was busy, which the drift misses.
    expect(out).toMatch(/0\.619 × the baseline, p99 9\.0 ms\. .*\*\*Below the bare baseline/);
  });

  it('says nothing of a busy machine when the floor reads above the baseline', () => {
    const steady: Results = {
      server: {
        ...results.server!,
        baseline: {
          ...results.server!.baseline,
          floor: { figures: figures(11_000, 8), ratio: 1.118 },
        },
      },
    };
    const out = renderSections(readFileSync(benchmarksMd, 'utf8'), steady);
    expect(out).toMatch(/1\.118 × the baseline/);
    expect(out).not.toMatch(/Below the bare baseline/);
  });

  it('shows the PostgreSQL floor and judges the read against it', () => {
    const [sqlite, postgres] = results.server!.databases;
    const withFloor = (rps: number): Results => ({
      server: {
        ...results.server!,
        databases: [
          sqlite!,
          {
            ...postgres!,
            scenarios: [
              ...postgres!.scenarios,
              {
                name: 'points',
                label: 'GetLoyPoints CUSTOMER',
                connections: 50,
                reportOnly: false,
                figures: figures(rps, 15),
                ratio: 0.2,
              },
            ],
            floor: { figures: figures(2_000, 10), ratio: 0.2, poolSize: 10 },
          },
        ],
      },
    });
    const met = renderSections(readFileSync(benchmarksMd, 'utf8'), withFloor(1_700));
    expect(met).toMatch(
      /PostgreSQL floor \(Fastify plus one `SELECT` by primary key per request on a pool of 10 connections[^)]*\): 2,000 req\/s, 0\.200 × the baseline/,
    );
    expect(met).toMatch(/GetLoyPoints CUSTOMER reads 0\.850 × it\./);
    expect(met).toMatch(
      /on PostgreSQL ≥ 0\.8 × the PostgreSQL floor’s req\/s \| 0\.850 × \(1,700 req\/s\) \| yes \|/,
    );
    const missed = renderSections(readFileSync(benchmarksMd, 'utf8'), withFloor(1_500));
    expect(missed).toMatch(/PostgreSQL floor’s req\/s \| 0\.750 × \(1,500 req\/s\) \| NO \|/);
    // No floor measured (SQLite only, or an older run): no row for it.
    const none = renderSections(readFileSync(benchmarksMd, 'utf8'), results);
    expect(none).not.toMatch(/PostgreSQL floor \(Fastify plus one/);
    expect(none).not.toMatch(/PostgreSQL floor’s req\/s/);
  });

  it('shows the write floors beside the writes they bound', () => {
    const [sqlite, postgres] = results.server!.databases;
    const write = (name: 'create-voucher' | 'send', rps: number) => ({
      name,
      label: name,
      connections: 50,
      reportOnly: false,
      figures: figures(rps, 40),
      ratio: 0.03,
    });
    const withFloors: Results = {
      server: {
        ...results.server!,
        databases: [
          sqlite!,
          {
            ...postgres!,
            scenarios: [write('create-voucher', 700), write('send', 600)],
            writeFloors: {
              'create-voucher': { figures: figures(1_400, 30), ratio: 0.05 },
              send: { figures: figures(1_200, 35), ratio: 0.04 },
            },
          },
        ],
      },
    };
    const out = renderSections(readFileSync(benchmarksMd, 'utf8'), withFloors);
    expect(out).toMatch(
      /PostgreSQL write floor \(Fastify plus the server's own one statement[^)]*\): CreateVoucher 1,400 req\/s \(p50 [^;]*; the call reads 0\.500 × it\), LoySharePoints 1,200 req\/s \(p50 [^;]*; the call reads 0\.500 × it\)\./,
    );
    expect(out).toMatch(
      /PostgreSQL: CreateVoucher ≥ 2,000 per s \| 700 per s \(the statement alone: 1,400 per s\) \| NO \|/,
    );
    // No write floor measured (an older run): no line for it, and the target's row names none.
    const none = renderSections(readFileSync(benchmarksMd, 'utf8'), results);
    expect(none).not.toMatch(/PostgreSQL write floor \(Fastify plus/);
    expect(none).not.toMatch(/\(the statement alone: /);
  });

  it('renders the same document again from the same figures', () => {
    const once = renderSections(readFileSync(benchmarksMd, 'utf8'), results);
    expect(renderSections(once, results)).toBe(once);
  });

  it('refuses a document without the markers rather than losing text', () => {
    expect(() => replaceSection('# Benchmarks\n', 'server', 'x')).toThrow(/bench:server/);
  });
});

describe('figures', () => {
  it('measures the baseline drift against the mean of its two runs', () => {
    expect(driftPercent(100, 100)).toBe(0);
    expect(driftPercent(110, 90)).toBe(20);
    expect(driftPercent(105, 95)).toBe(10);
  });

  it('takes the median of odd and even runs', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
