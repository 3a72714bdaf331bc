import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  /** Load average (1 min) when the part started: figures from a busy machine read lower. */
  loadAverage: number;
  date: string;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':').slice(1).join(':').trim();
  } catch {
    // Not Linux: fall back to what Node.js reports.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

export function machine(now = new Date()): Machine {
  return {
    nproc: os.availableParallelism(),
    cpu: cpuModel(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    date: now.toISOString(),
  };
}
