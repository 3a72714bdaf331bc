import type { PromotionArt } from './demo-promotion-art';

export interface DemoPromotion {
  code: string;
  title: string;
  description: string;
  /** Days from today. */
  from: number;
  to: number;
  enabled: boolean;
  art: PromotionArt;
  flyer: string[];
}

export const demoPromotions: DemoPromotion[] = [
  {
    code: 'GROCERY20',
    title: 'Weekend Grocery Saver',
    description:
      '20% off fresh fruit, vegetables and dairy every Friday to Sunday, plus double points on your whole basket when you show your Oasis card at the till.',
    from: -10,
    to: 20,
    enabled: true,
    art: {
      motif: 'basket',
      colors: ['#0f4c81', '#2a9d8f'],
      headline: 'Weekend Grocery Saver',
      badge: '20% OFF',
    },
    flyer: [
      '20% off fresh fruit, vegetables and dairy, Friday to Sunday',
      'Double points on the whole basket',
      'All Oasis stores in the UAE',
    ],
  },
  {
    code: 'FASHION30',
    title: 'Fashion Week: 30% off',
    description:
      'Thirty percent off the new season: abayas, kanduras, linen shirts and sandals. Ends in a few days!',
    from: -4,
    to: 3,
    enabled: true,
    art: {
      motif: 'shirt',
      colors: ['#7c3aed', '#db2777'],
      headline: 'Fashion Week',
      badge: '30% OFF',
    },
    flyer: [
      '30% off the new season collection',
      'Abayas, kanduras, linen shirts and sandals',
      'Ends this week',
    ],
  },
  {
    code: 'FAMILY99',
    title: 'Family Basket for AED 99',
    description:
      'Rice, dates, olive oil, eggs, milk and bread for a family of four, for AED 99 and 300 bonus points.',
    from: -5,
    to: 45,
    enabled: true,
    art: {
      motif: 'bag',
      colors: ['#b45309', '#f59e0b'],
      headline: 'Family Basket',
      badge: 'AED 99',
    },
    flyer: [
      'Basmati rice 5kg, Medjool dates 1kg, olive oil 750ml',
      'Eggs, milk and Arabic bread',
      '300 bonus points with every basket',
    ],
  },
  {
    code: 'BAKERY2X',
    title: 'Fresh Bakery Mornings',
    description: 'Double points on everything from our bakery before 11 am, every day.',
    from: -20,
    to: 60,
    enabled: true,
    art: {
      motif: 'bread',
      colors: ['#9a3412', '#ea580c'],
      headline: 'Bakery Mornings',
      badge: '2x POINTS',
    },
    flyer: ['Double points on bakery items before 11 am', 'Every day, in every store'],
  },
  {
    code: 'HOME15',
    title: "Members' Preview: Home & Living",
    description: 'Early access to the new home collection with 15% off. Opens to members soon.',
    from: -1,
    to: 30,
    enabled: false,
    art: {
      motif: 'sofa',
      colors: ['#065f46', '#10b981'],
      headline: 'Home & Living',
      badge: 'PREVIEW',
    },
    flyer: ['15% off the new home collection', 'Members only'],
  },
  {
    code: 'SCHOOL10',
    title: 'Back to School',
    description: 'Ten percent off lunch boxes, water bottles and school shoes.',
    from: -60,
    to: -2,
    enabled: true,
    art: {
      motif: 'bottle',
      colors: ['#1d4ed8', '#0ea5e9'],
      headline: 'Back to School',
      badge: '10% OFF',
    },
    flyer: ['10% off lunch boxes, water bottles and school shoes'],
  },
];

export const demoStores = [
  {
    loc_name: 'Oasis Dubai Mall',
    address: 'The Dubai Mall, Lower Ground, Financial Centre Road, Downtown Dubai',
    phone: '+971 4 339 8120',
  },
  {
    loc_name: 'Oasis Mall of the Emirates',
    address: 'Mall of the Emirates, Level 1, Sheikh Zayed Road, Al Barsha, Dubai',
    phone: '+971 4 341 5570',
  },
  {
    loc_name: 'Oasis Yas Mall',
    address: 'Yas Mall, Ground Floor, Yas Island, Abu Dhabi',
    phone: '+971 2 565 1190',
  },
  {
    loc_name: 'Oasis City Centre Deira',
    address: 'City Centre Deira, Level 2, Port Saeed, Dubai',
    phone: '+971 4 295 4410',
  },
  {
    loc_name: 'Oasis Sahara Centre',
    address: 'Sahara Centre, Ground Floor, Al Nahda Street, Sharjah',
    phone: '+971 6 531 6630',
  },
];

export const demoContact = {
  message: 'We are here to help every day from 9 am to 10 pm. Call us or write to us.',
  phone: '+971 800 62747',
  email: 'care@oasis-rewards.example',
};

export const demoSocialLinks = [
  { name: 'Instagram', link: 'https://www.instagram.com/oasisrewards', valid: 1 },
  { name: 'Facebook', link: 'https://www.facebook.com/oasisrewards', valid: 1 },
  { name: 'TikTok', link: 'https://www.tiktok.com/@oasisrewards', valid: 1 },
  { name: 'X', link: 'https://x.com/oasisrewards', valid: 0 },
  { name: 'YouTube', link: 'https://www.youtube.com/@oasisrewards', valid: 0 },
];

export const demoAbout = [
  {
    heading: 'Our story',
    content:
      '{size:20}**Oasis Rewards**{size:end}\nSince 1998 Oasis has grown from one grocery in Deira to stores across the Emirates.\nOur loyalty programme thanks you for every visit.',
  },
  {
    heading: 'How points work',
    content:
      '**Earn:** 1 point for every AED you spend.\n**Spend:** every point is worth 5 fils. Turn points into a voucher in the app, or send them to family.\n{size:13}Points expire 12 months after you earn them.{size:end}',
  },
  {
    heading: 'Card types',
    content:
      '**SILVER** from your first purchase.\n**GOLD** from 10,000 lifetime points.\n**PLATINUM** from 50,000 lifetime points.',
  },
  {
    heading: 'Privacy',
    content:
      'We keep only what the programme needs: your name, contact details and purchases.\n{size:13}Write to care@oasis-rewards.example to see or delete your data.{size:end}',
  },
];

export const DEMO_VOUCHER_CODE = 'WELCOME50';
