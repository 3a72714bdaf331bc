import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { DEMO_PASSWORD, demoCustomers, demoStaff, demoTenants } from './demo-data';
import { verifyPassword } from '../lib/passwords';
import { sha256 } from '../lib/tokens';
import { opsRepository } from '../db/ops.repository';

/**
 * What a database seeded in demo mode left behind: staff API keys, customer passwords and the
 * console's staff accounts that are printed in the README. A production server must not
 * start on them.
 */
export async function demoLeftovers(db: Kysely<Database>): Promise<string[]> {
  const repo = opsRepository(db);
  const problems: string[] = [];
  const keyHashes = demoTenants.map((t) => sha256(t.staffApiKey));
  for (const t of await repo.tenantsWithKeyHashes(keyHashes)) {
    problems.push(
      `database: programme "${t.sub_domain}" (client id ${t.client_id}) has the published demo staff API key`,
    );
  }
  const emails = demoCustomers.map((c) => c.email.toLowerCase());
  const customers = await repo.customersWithEmails(emails);
  if (customers.length) {
    const list = customers.map((c) => c.email).join(', ');
    problems.push(`database: demo customer accounts with the published password exist (${list})`);
  }
  // A demo e-mail kept with a password of its own is no leftover; only the published one is.
  const staff = [];
  for (const s of await repo.staffWithEmails(demoStaff.map((m) => m.email))) {
    if (await verifyPassword(s.password_hash, DEMO_PASSWORD)) staff.push(s.email);
  }
  if (staff.length) {
    const list = [...new Set(staff)].join(', ');
    problems.push(`database: demo staff accounts with the published password exist (${list})`);
  }
  if (problems.length) {
    problems.push('database: it was seeded in demo mode; start production on a fresh database');
  }
  return problems;
}
