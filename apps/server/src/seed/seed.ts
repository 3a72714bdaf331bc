import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import { sha256 } from '../lib/tokens';
import { allocateCodes } from '../modules/accounts/customer-codes';
import { customersRepository } from '../modules/accounts/customers.repository';
import { staffRepository } from '../modules/admin/staff.repository';
import { ledgerRepository } from '../ledger/ledger.repository';
import { tenantsRepository } from '../modules/settings/tenants.repository';
import type { Database } from '../db/database';
import {
  DEMO_PASSWORD,
  GCC,
  demoCardTypes,
  demoCustomers,
  demoStaff,
  demoTenants,
  type DemoCustomer,
  type DemoTenant,
} from './demo-data';
import { artFiles, writeBrandArt } from './demo-files';
import { seedDemoProgramme } from './demo-programme';

const flag = (on: boolean) => (on ? 1 : 0);

async function seedTenant(db: Kysely<Database>, t: DemoTenant, now: string): Promise<void> {
  const tenants = tenantsRepository(db);
  if (await tenants.findByClientId(t.clientId)) return;
  const files = artFiles(t.art);
  await tenants.insert(
    {
      client_id: t.clientId,
      sub_domain: t.subDomain,
      app_display_name: t.art.name,
      app_display_name_ar: t.nameAr,
      voucher_conditions: JSON.stringify(t.voucherConditions.en),
      voucher_conditions_ar: JSON.stringify(t.voucherConditions.ar),
      logo_url: files.logo,
      footer_logo_url: files.mark,
      brand_color: t.art.colors[0],
      hero_image: files.hero,
      tagline: t.tagline,
      footer1: t.footers[0],
      footer2: t.footers[1],
      footer3: t.footers[2],
      country_residence: 'United Arab Emirates',
      country_residence_code: 'AE',
      nationality: 'Emirati',
      residence_countries: JSON.stringify(GCC),
      access_voucher: flag(t.access.voucher),
      access_bill_history: flag(t.access.billHistory),
      access_share_points: flag(t.access.sharePoints),
      access_dark_mode: flag(t.access.darkMode),
      load_screen_images: JSON.stringify(files.slides),
      points_per_aed: 1,
      point_value_fils: 5,
      points_expiry_months: 12,
      voucher_validity_days: 90,
      card_types: JSON.stringify(demoCardTypes),
      staff_api_key_hash: sha256(t.staffApiKey),
      created_at: now,
    },
    t.corsOrigins,
  );
}

async function seedCustomer(db: Kysely<Database>, c: DemoCustomer, now: string): Promise<void> {
  const tenant = await tenantsRepository(db).findBySubDomain(c.subDomain);
  if (!tenant) throw new Error(`Seed: tenant ${c.subDomain} missing`);
  if (await customersRepository(db).findByEmail(tenant.id, c.email)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const customers = customersRepository(trx);
    const codes = await allocateCodes(customers);
    const id = await customers.insert({
      tenant_id: tenant.id,
      cust_code: codes.custCode,
      card_no: codes.cardNo,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      mobile: c.mobile,
      birth_date: c.birthDate,
      gender: c.gender,
      nationality: c.nationality,
      country_code: 'AE',
      country: 'United Arab Emirates',
      city_code: c.cityCode,
      city: c.city,
      area_code: c.areaCode,
      area: c.area,
      addr1: '',
      addr2: '',
      addr3: c.city,
      comp_name: '',
      profile_image: '',
      card_type: c.cardType,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    });
    // The opening balance is a ledger entry like any other, so balance = sum of entries.
    await ledgerRepository(trx).append({
      customerId: id,
      kind: 'adjust',
      points: c.openingPoints,
      reference: 'Opening balance',
      createdAt: now,
    });
  });
}

/** The console's demo accounts, one password hash for all of them. */
async function seedStaff(db: Kysely<Database>, now: string): Promise<void> {
  let passwordHash: string | undefined;
  for (const s of demoStaff) {
    const tenant = await tenantsRepository(db).findBySubDomain(s.subDomain);
    if (!tenant) throw new Error(`Seed: tenant ${s.subDomain} missing`);
    const staff = staffRepository(db);
    if (await staff.findByEmail(tenant.id, s.email)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    await staff.insert({
      tenant_id: tenant.id,
      email: s.email,
      name: s.name,
      role: s.role,
      password_hash: passwordHash,
      created_at: now,
    });
  }
}

/** Writes the demo files and adds whichever demo tenants and customers are missing. */
export async function seedDemo(db: Kysely<Database>, filesDir: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await Promise.all(demoTenants.map((t) => writeBrandArt(filesDir, t.art)));
  for (const t of demoTenants) await seedTenant(db, t, at);
  for (const c of demoCustomers) await seedCustomer(db, c, at);
  await seedStaff(db, at);
  await seedDemoProgramme(db, filesDir, now);
}

/** On the first start of an empty database in demo mode. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  filesDir: string,
  now: Date,
): Promise<boolean> {
  if ((await tenantsRepository(db).count()) > 0) return false;
  await seedDemo(db, filesDir, now);
  return true;
}
