import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce, isPlainSelect } from '../src/db/compiled-once';
import { openDatabase, type DatabaseHandle } from '../src/db/open';
import { rawReader } from '../src/db/raw-reader';

interface Notes {
  notes: { id: Generated<number>; text: string };
}

const insertNote = compiledOnce(['text'], (db: Kysely<Notes>, v: { text: string }) =>
  db.insertInto('notes').values({ text: v.text }).returning(['id', 'text']),
);
const findNote = compiledOnce(['id'], (db: Kysely<Notes>, v: { id: number }) =>
  db.selectFrom('notes').select(['id', 'text']).where('id', '=', v.id),
);

// The reader always runs on SQLite, whichever database the rest of the suite uses.
let dir: string;
let handle: DatabaseHandle;
let db: Kysely<Notes>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raw-reader-'));
  handle = openDatabase({ dataDir: dir });
  db = handle.db as unknown as Kysely<Notes>;
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
});
afterAll(async () => {
  await handle.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite raw reader', () => {
  it('leaves an INSERT … RETURNING to Kysely, where it counts as a write', async () => {
    const writes = handle.writes?.() ?? 0;
    const [row] = await insertNote.execute(db, { text: 'first' });
    expect(row).toEqual({ id: 1, text: 'first' });
    // A write that went past the statement cache would leave the count (and so every cached
    // session) unchanged.
    expect(handle.writes?.()).toBe(writes + 1);
  });

  it('still answers a plain SELECT, which is not a write', async () => {
    const writes = handle.writes?.();
    expect(await findNote.execute(db, { id: 1 })).toEqual([{ id: 1, text: 'first' }]);
    expect(handle.writes?.()).toBe(writes);
  });

  it('refuses anything but a plain SELECT, whoever calls it', () => {
    const connection = new SQLite(':memory:');
    connection.exec('create table t (n integer)');
    const read = rawReader(connection);
    expect(read('insert into t (n) values (?) returning n', [1])).toBeUndefined();
    expect(read('with x as (select 1) insert into t (n) select 2 from x returning n', [])).toBe(
      undefined,
    );
    expect(connection.prepare('select count(*) as c from t').get()).toEqual({ c: 0 });
    expect(read('select n from t', [])).toEqual([]);
    connection.close();
  });

  it('tells a plain SELECT from a statement that may write', () => {
    expect(isPlainSelect('select "id" from "notes"')).toBe(true);
    expect(isPlainSelect('  SELECT 1')).toBe(true);
    expect(isPlainSelect('insert into "notes" ("text") values (?) returning "id"')).toBe(false);
    expect(isPlainSelect('with x as (delete from notes returning id) select * from x')).toBe(false);
    expect(isPlainSelect('update notes set text = ? returning id')).toBe(false);
  });
});
