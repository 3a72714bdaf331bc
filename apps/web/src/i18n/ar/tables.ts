import { arAbout } from './about';
import { arAccount } from './account';
import { arApp } from './app';
import { arAuth } from './auth';
import { arCard } from './card';
import { arFeedback } from './feedback';
import { arHistory } from './history';
import { arHome } from './home';
import { arLanguage } from './language';
import { arOffers } from './offers';
import { arPlaces } from './places';
import { arPoints } from './points';
import { arProfile } from './profile';
import { arStores } from './stores';
import { arVouchers } from './vouchers';

/** Every Arabic table by the area name its English table passes to `localText`. */
export const arabicTables: Record<string, Record<string, string>> = {
  about: arAbout,
  account: arAccount,
  app: arApp,
  auth: arAuth,
  card: arCard,
  feedback: arFeedback,
  history: arHistory,
  home: arHome,
  language: arLanguage,
  offers: arOffers,
  places: arPlaces,
  points: arPoints,
  profile: arProfile,
  stores: arStores,
  vouchers: arVouchers,
};
