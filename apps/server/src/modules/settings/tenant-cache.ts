import type { Tenant, TenantsRepository } from './tenants.repository';

/** How long a retailer read from the database is reused before it is read again. */
export const TENANT_TTL_MS = 10_000;

/** A kept retailer is shared by every request: frozen, so none can change it for the rest. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

interface Entry {
  tenant: Tenant;
  until: number;
}

export interface TenantCacheOptions {
  ttlMs?: number;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
}

/**
 * The tenants repository with its three lookups kept in memory for a few seconds: every
 * customer call needs its retailer, and retailers change only by an operator's hand. A
 * retailer added here or by another instance is found at once (a miss is never kept); an
 * edit made in the database shows within `ttlMs`. Adding a retailer through this instance
 * empties the cache.
 */
export function cachedTenants(
  repo: TenantsRepository,
  options: TenantCacheOptions = {},
): TenantsRepository & { clear(): void } {
  const ttlMs = options.ttlMs ?? TENANT_TTL_MS;
  const now = options.now ?? Date.now;
  // Keys are `id:…`, `client:…` and `sub:…`; only retailers that exist are kept, so the
  // cache holds at most three entries per retailer whatever the callers ask for.
  const entries = new Map<string, Entry>();

  const lookup = async (
    key: string,
    read: () => Promise<Tenant | undefined>,
  ): Promise<Tenant | undefined> => {
    const entry = entries.get(key);
    if (entry && entry.until > now()) return entry.tenant;
    entries.delete(key);
    const tenant = await read();
    if (tenant) entries.set(key, { tenant: deepFreeze(tenant), until: now() + ttlMs });
    return tenant;
  };

  return {
    ...repo,
    findById: (id) => lookup(`id:${id}`, () => repo.findById(id)),
    findByClientId: (clientId) => lookup(`client:${clientId}`, () => repo.findByClientId(clientId)),
    findBySubDomain: (subDomain) =>
      lookup(`sub:${subDomain}`, () => repo.findBySubDomain(subDomain)),
    async insert(values, origins) {
      try {
        return await repo.insert(values, origins);
      } finally {
        entries.clear();
      }
    },
    async setLanding(id, landing) {
      try {
        await repo.setLanding(id, landing);
      } finally {
        entries.clear();
      }
    },
    async update(id, values) {
      try {
        await repo.update(id, values);
      } finally {
        entries.clear();
      }
    },
    clear() {
      entries.clear();
    },
  };
}
