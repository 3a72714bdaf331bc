import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../src/db/statement-cache';

const open: SQLite.Database[] = [];
function database() {
  const db = new SQLite(':memory:');
  db.exec('create table t (n integer); insert into t values (1), (2), (3);');
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

describe('SQLite statement cache', () => {
  it('prepares a SQL text once and hands out the same statement again', () => {
    const cache = withStatementCache(database());
    const first = cache.prepare('select n from t where n = ?');
    expect(cache.prepare('select n from t where n = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }]);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the least recently used text', () => {
    const cache = withStatementCache(database(), 2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a); // now the most recently used
    cache.prepare('select 3'); // over capacity: 'select 2' goes
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
    expect(cache.size).toBe(2);
  });

  it('never hands out a statement that is still being iterated', () => {
    const cache = withStatementCache(database());
    const sql = 'select n from t order by n';
    const iterator = cache.prepare(sql).iterate([]);
    expect(iterator.next().value).toEqual({ n: 1 });
    // A second user of the same text while the first still reads gets its own statement.
    expect(cache.prepare(sql).all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...iterator]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('counts every statement that can write as it is handed out, and no read', () => {
    const cache = withStatementCache(database());
    cache.prepare('select n from t').all([]);
    cache.prepare('begin').run([]);
    expect(cache.writes).toBe(0);
    cache.prepare('insert into t values (?)').run([4]);
    cache.prepare('update t set n = n + 1 where n = ? returning n').all([4]);
    cache.prepare('delete from t where n = ?').run([5]);
    cache.prepare('commit').run([]);
    expect(cache.writes).toBe(3);
    cache.prepare('insert into t values (?)').run([6]); // a kept statement, handed out again
    expect(cache.writes).toBe(4);
  });

  it('refuses a capacity below 1 and empties itself on close', () => {
    expect(() => withStatementCache(database(), 0)).toThrow(/capacity/);
    const db = database();
    const cache = withStatementCache(db);
    cache.prepare('select 1');
    cache.close();
    expect(cache.size).toBe(0);
    expect(db.open).toBe(false);
  });
});
