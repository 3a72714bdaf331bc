import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_MMAP_BYTES } from '../src/db/open';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('the SQLite connection', () => {
  it('uses WAL and reads through a memory map of the file', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-sqlite-'));
    dirs.push(dataDir);
    const { db } = openDatabase({ dataDir });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      // SQLite answers 0 where it cannot map (a build without it), so this checks it took.
      expect(SQLITE_MMAP_BYTES).toBeGreaterThan(1 << 30);
      expect(await pragma('mmap_size')).toBe(SQLITE_MMAP_BYTES);
    } finally {
      await db.destroy();
    }
  });
});
