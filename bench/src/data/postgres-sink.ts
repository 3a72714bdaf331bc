import pg from 'pg';
import type { BulkSink, Row, TableSpec } from './bulk-sink';

const ROWS_PER_STATEMENT = 20_000;
const SEQUENCED = ['customers', 'bills'];

/**
 * Multi-row inserts as one `insert … select from unnest(arrays)` per 20,000 rows: a single
 * statement with one parameter per column, so the planner and the network see few, large
 * messages (close to COPY without a COPY stream dependency).
 */
export function postgresSink(databaseUrl: string): BulkSink {
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect().then(() => client.query('set synchronous_commit = off'));
  let open = false;

  return {
    async write(table: TableSpec, rows: Row[]) {
      await connected;
      if (!open) {
        await client.query('begin');
        open = true;
      }
      const names = table.columns.map(([c]) => c).join(',');
      const arrays = table.columns.map(
        ([, t], i) => `$${i + 1}::${t === 'int' ? 'bigint' : 'text'}[]`,
      );
      const text = `insert into ${table.name} (${names}) select * from unnest(${arrays.join(',')})`;
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
        const columns = table.columns.map((_, c) => chunk.map((r) => r[c] ?? null));
        await client.query(text, columns);
      }
    },
    async commit() {
      if (open) await client.query('commit');
      open = false;
    },
    async finish() {
      await connected;
      // Rows were written with explicit ids: move the identity sequences past them.
      for (const table of SEQUENCED) {
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      // What autovacuum would have done after such a load, done now so the first measured
      // requests do not race it: planner statistics and the visibility map.
      await client.query('vacuum analyze');
      // Write the loaded pages out now: a checkpoint falling due during a measured run would
      // stall it for seconds.
      await client.query('checkpoint').catch((error: Error) => {
        console.warn(`[bench] no checkpoint after the load (${error.message}): expect stalls`);
      });
    },
    async close() {
      await connected.catch(() => undefined);
      await client.end();
    },
  };
}
