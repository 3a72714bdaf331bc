import { Counter } from 'prom-client';

/**
 * Ledger entries written by this process, by kind. Process-wide because the ledger repository
 * is created inside transactions, far from the Fastify instance; each app's /metrics registry
 * includes it. An entry whose transaction later rolls back (a PostgreSQL retry) is still
 * counted: the figure is for watching activity, the ledger itself is the record.
 */
export const ledgerWrites = new Counter({
  name: 'loyalty_ledger_entries_written_total',
  help: 'Ledger entries written by this process, by kind (earn, redeem, send, receive, expire, adjust).',
  labelNames: ['kind'] as const,
  registers: [],
});
