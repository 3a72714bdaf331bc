import path from 'node:path';
import { DEMO_VOUCHER_CODE } from '../seed/demo-content-data';
import { seedDemo } from '../seed/seed';
import { withDatabase } from './open';

/** `npm run seed`: brings the schema up to date and adds whatever demo data is missing. */
await withDatabase(async (config, handle) => {
  await seedDemo(handle.db, path.join(config.dataDir, 'files'), new Date());
  console.log(`Demo data ready (${handle.dialect}).`);
  console.log('Customers: demo@example.com, friend@example.com (demo), lite@example.com (lite)');
  console.log('Password: demo1234');
  console.log(`Voucher code to claim in the app: ${DEMO_VOUCHER_CODE}`);
  console.log('Staff API key of the demo programme: demo-staff-key');
});
