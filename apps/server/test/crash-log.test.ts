import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDatabase, startServer, type ProcessDatabase } from './reliability/server-process';

/** Fails on SIGUSR2, the way an unguarded callback or a forgotten promise would. */
const FAULT = `
process.on('SIGUSR2', () => {
  if (process.env.FAULT === 'rejection') void Promise.reject(new Error('deliberate rejection'));
  else throw new Error('deliberate crash');
});
`;

describe('a crash of the running server', { timeout: 300_000 }, () => {
  let fault: string;
  // A database each: two servers migrating one empty database at once would race.
  const databases: ProcessDatabase[] = [];
  beforeAll(async () => {
    fault = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-fault-')), 'fault.mjs');
    await fs.writeFile(fault, FAULT);
  });
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
    await fs.rm(path.dirname(fault), { recursive: true, force: true });
  });

  it.concurrent.each(['exception', 'rejection'])(
    'is one JSON line with the stack in a field, then exit 1 (%s)',
    async (kind) => {
      const db = await processDatabase(`crash-${kind}`);
      databases.push(db);
      const server = await startServer(
        { ...db.env, FAULT: kind },
        {
          command: {
            file: process.execPath,
            args: ['--import', 'tsx', '--import', fault, 'src/server.ts'],
            cwd: path.resolve(import.meta.dirname, '..'),
          },
        },
      );
      server.child.kill('SIGUSR2');
      await server.exited;
      expect(server.child.exitCode).toBe(1);
      const output = server.output();
      // Every line is JSON: no stack printed as plain text.
      const lines = output
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const fatal = lines.find((l) => l.level === 60);
      expect(fatal?.msg).toMatch(
        new RegExp(`^crashed: .*deliberate ${kind === 'exception' ? 'crash' : 'rejection'}`),
      );
      expect((fatal?.err as { stack?: string } | undefined)?.stack).toMatch(/\n\s+at /);
    },
  );
});
