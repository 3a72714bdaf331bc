/**
 * The layouts around a screen: `guest` only signed out, `open` for anyone, `member` signed in
 * with the bottom navigation, `nav` with the navigation but readable signed out too.
 */
export type Frame = 'guest' | 'open' | 'member' | 'nav';

export interface Screen {
  /** The address pattern (`:name` stands for one segment). */
  readonly path: string;
  /** The route module, `routes/<module>.tsx`: its own lazily loaded chunk. */
  readonly module: string;
  readonly frame: Frame;
}

/**
 * Every screen of docs/wire-protocol.md §2. The router is built from this table, and so is
 * what the build writes for the server (vite.config.ts): it reads no router source.
 */
export const screens: readonly Screen[] = [
  { path: '/', module: 'landing', frame: 'guest' },
  { path: '/login', module: 'login', frame: 'guest' },
  { path: '/join', module: 'join', frame: 'guest' },
  { path: '/signup', module: 'signup', frame: 'open' },
  { path: '/forgot-password', module: 'forgot-password', frame: 'open' },
  { path: '/forgot-password-otp', module: 'forgot-password-otp', frame: 'open' },
  {
    path: '/forgot-password-new-password',
    module: 'forgot-password-new-password',
    frame: 'open',
  },
  // docs/wire-protocol.md §4 lists the guarded screens; vouchers, share-points and feedback are
  // guarded too (our reading): they act on the signed-in customer's own data.
  { path: '/home', module: 'home', frame: 'member' },
  { path: '/home/id', module: 'home-id', frame: 'member' },
  { path: '/offers', module: 'offers', frame: 'member' },
  { path: '/offers/single/:promoId/:promoCode', module: 'offer-single', frame: 'member' },
  { path: '/history', module: 'history', frame: 'member' },
  { path: '/transactions/single/:billref', module: 'transaction-single', frame: 'member' },
  {
    path: '/transactions/single/redemption/:billref',
    module: 'transaction-redemption',
    frame: 'member',
  },
  { path: '/digital-receipt', module: 'digital-receipt', frame: 'member' },
  { path: '/profile', module: 'profile', frame: 'member' },
  { path: '/my-profile', module: 'my-profile', frame: 'member' },
  { path: '/vouchers', module: 'vouchers', frame: 'member' },
  { path: '/vouchers/single', module: 'voucher-single', frame: 'member' },
  { path: '/vouchers/single/transfer', module: 'voucher-transfer', frame: 'member' },
  { path: '/share-points', module: 'share-points', frame: 'member' },
  { path: '/feedback', module: 'feedback', frame: 'member' },
  // Ours (docs/decisions/020-our-features.md): each route goes home unless its feature is served.
  { path: '/change-password', module: 'change-password', frame: 'member' },
  { path: '/delete-account', module: 'delete-account', frame: 'member' },
  { path: '/notifications', module: 'notifications', frame: 'member' },
  { path: '/activity', module: 'activity', frame: 'member' },
  { path: '/expiries', module: 'expiries', frame: 'member' },
  // Not guarded by the spec: readable signed in or not.
  { path: '/stores', module: 'stores', frame: 'nav' },
  { path: '/about', module: 'about', frame: 'nav' },
  { path: '/about/single', module: 'about-single', frame: 'nav' },
];

/** The route modules of the screens with the bottom navigation. */
export const navScreens = screens
  .filter((screen) => screen.frame === 'member' || screen.frame === 'nav')
  .map((screen) => screen.module);

/**
 * The route modules a first visit opens on: the landing, then log in. What they share with the
 * rest of the app is grouped for them (scripts/member-chunk.mjs), so they load few files.
 */
export const firstScreens = ['landing', 'login'] as const;
