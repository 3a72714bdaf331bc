import type { BrandArt } from './demo-files';

export interface DemoTenant {
  art: BrandArt;
  clientId: number;
  subDomain: string;
  /** The display name in Arabic. */
  nameAr: string;
  /** The programme's voucher conditions, in English and Arabic ([] for the app's own). */
  voucherConditions: { en: string[]; ar: string[] };
  /** The landing's value proposition. */
  tagline: string;
  footers: [string, string, string];
  access: { voucher: boolean; billHistory: boolean; sharePoints: boolean; darkMode: boolean };
  corsOrigins: string[];
  /** Given to the till integration; only its hash is stored. */
  staffApiKey: string;
}

export interface DemoCustomer {
  subDomain: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  birthDate: string;
  gender: 'Male' | 'Female';
  nationality: string;
  cityCode: string;
  city: string;
  areaCode: string;
  area: string;
  cardType: string;
  openingPoints: number;
}

export const DEMO_PASSWORD = 'demo1234';

// The Vite dev server and preview, so the web app can be developed against this server.
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173'];

export const demoTenants: DemoTenant[] = [
  {
    art: { slug: 'demo', name: 'Oasis Rewards', colors: ['#0f4c81', '#2a9d8f'] },
    clientId: 1001,
    subDomain: 'demo',
    nameAr: 'مكافآت الواحة',
    voucherConditions: {
      en: [
        'The voucher can be used once only.',
        'It cannot be combined with other promotions.',
        'Show it at the till before you pay.',
        'It cannot be exchanged for cash or credit.',
        'Any unused part of its value is lost.',
        'It is valid until the date shown.',
      ],
      ar: [
        'تُستخدم القسيمة مرة واحدة فقط.',
        'لا يمكن الجمع بينها وبين العروض الأخرى.',
        'أبرزها عند الصندوق قبل الدفع.',
        'لا يمكن استبدالها نقداً أو برصيد.',
        'يسقط أي جزء غير مستخدم من قيمتها.',
        'صالحة حتى التاريخ الموضح.',
      ],
    },
    tagline: 'Points on every visit, rewards you choose.',
    footers: ['Brought to you by', 'مجموعة الواحة للتجزئة', 'Oasis Retail Group'],
    access: { voucher: true, billHistory: true, sharePoints: true, darkMode: true },
    corsOrigins: DEV_ORIGINS,
    staffApiKey: 'demo-staff-key',
  },
  {
    art: { slug: 'lite', name: 'Lite Club', colors: ['#7c2d12', '#ea580c'] },
    clientId: 1002,
    subDomain: 'lite',
    nameAr: 'نادي لايت',
    voucherConditions: { en: [], ar: [] },
    tagline: 'Every shop earns points towards your next one.',
    footers: ['Brought to you by', 'متاجر لايت', 'Lite Stores'],
    access: { voucher: false, billHistory: true, sharePoints: false, darkMode: false },
    corsOrigins: DEV_ORIGINS,
    staffApiKey: 'lite-staff-key',
  },
];

export const demoCustomers: DemoCustomer[] = [
  {
    subDomain: 'demo',
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'demo@example.com',
    mobile: '0501234567',
    birthDate: '1990-04-12',
    gender: 'Female',
    nationality: 'Emirati',
    cityCode: 'AE-DXB',
    city: 'Dubai',
    areaCode: 'AE-DXB-AL-BARSHA',
    area: 'Al Barsha',
    cardType: 'GOLD',
    openingPoints: 12500,
  },
  {
    subDomain: 'demo',
    firstName: 'Omar',
    lastName: 'Khalil',
    email: 'friend@example.com',
    mobile: '0507654321',
    birthDate: '1987-11-03',
    gender: 'Male',
    nationality: 'Jordanian',
    cityCode: 'AE-SHJ',
    city: 'Sharjah',
    areaCode: 'AE-SHJ-AL-MAJAZ',
    area: 'Al Majaz',
    cardType: 'SILVER',
    openingPoints: 1500,
  },
  {
    subDomain: 'lite',
    firstName: 'Sara',
    lastName: 'Nasser',
    email: 'lite@example.com',
    mobile: '0505550000',
    birthDate: '1995-02-20',
    gender: 'Female',
    nationality: 'Indian',
    cityCode: 'AE-AUH',
    city: 'Abu Dhabi',
    areaCode: 'AE-AUH-AL-KHALIDIYAH',
    area: 'Al Khalidiyah',
    cardType: 'SILVER',
    openingPoints: 3000,
  },
];

/** Card types by points, shared by both demo programmes. */
export const demoCardTypes = [
  { name: 'SILVER', minPoints: 0 },
  { name: 'GOLD', minPoints: 10000 },
  { name: 'PLATINUM', minPoints: 50000 },
];

export const GCC = ['AE', 'SA', 'QA', 'OM', 'KW', 'BH'];

export interface DemoStaff {
  subDomain: string;
  email: string;
  name: string;
  role: 'owner' | 'manager' | 'cashier';
}

/** The console's demo accounts (password `DEMO_PASSWORD`), listed in the README. */
export const demoStaff: DemoStaff[] = [
  { subDomain: 'demo', email: 'owner@example.com', name: 'Layla Haddad', role: 'owner' },
  { subDomain: 'demo', email: 'manager@example.com', name: 'Omar Saleh', role: 'manager' },
  { subDomain: 'demo', email: 'cashier@example.com', name: 'Priya Nair', role: 'cashier' },
  { subDomain: 'lite', email: 'lite-owner@example.com', name: 'Karim Aziz', role: 'owner' },
];
