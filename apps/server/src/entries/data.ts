// The parts of the server that tools outside it (the benchmarks) use to build and read a
// database at scale: `@loyalty/server/data`.
export { DEFAULT_POOL_SIZE } from '../config';
export { openDatabase, type DatabaseHandle } from '../db/open';
export type { Database, Dialect } from '../db/database';
export { migrateToLatest } from '../db/migrate';
export { seedDemo } from '../seed/seed';
export { seededRandom } from '../seed/demo-catalog';
export { hashPassword, verifyPassword } from '../lib/passwords';
export { pointsForPurchase } from '../ledger/money';
export { cardTypeFor } from '../modules/points/card-type';
export { expiryCutoff } from '../modules/points/expiry-rule';
export { expiryService } from '../modules/points/expiry.service';
export { customersRepository } from '../modules/accounts/customers.repository';
export { sessionsRepository } from '../modules/accounts/sessions.repository';
export { historyRepository } from '../modules/history/history.repository';
export { pointsRepository } from '../modules/points/points.repository';
export { vouchersRepository } from '../modules/vouchers/vouchers.repository';
export { tenantsRepository, type CardTypeRule } from '../modules/settings/tenants.repository';
export { purchaseVoucher } from '../modules/vouchers/voucher-purchase';
export { sharePointsStatement } from '../modules/sharing/share-points';
export { deflatedPiece, gzipPieces } from '../lib/gzip-pieces';
