import type { CallName } from '../src/index';
import { wrap } from './sample';
import type { Sample } from './sample';

/** The tenant's public content. */
export const contentSamples: Partial<Record<CallName, Sample>> = {
  LoyGetPromotionsAdmin: {
    request: wrap('LoyGetPromotions', { CLIENT_ID: '1001', LOC_ID: 'ALL', LOY_EXC: 0 }),
    answer: {
      STATUS: true,
      PROMOTIONS: [
        {
          PROMO_ID: 'P1',
          PROMO_CODE: 'SUMMER',
          PROMO_DESC: 'Summer sale',
          DESC: 'Up to 50% off selected items',
          PROMO_IMAGE: 'summer.webp',
          promo_flyer: 'summer.pdf',
          FlyerPath: 'summer.pdf',
          VALID_FROM: '2025-06-01',
          VALID_TO: '2025-08-31T23:59:59',
          valid: 'Y',
        },
      ],
    },
    bad: wrap('LoyGetPromotions', { CLIENT_ID: '1001', LOY_EXC: 'none' }),
    badField: 'DATA.LOY_EXC',
  },
  LoyGetPromotions: {
    request: wrap('LoyGetPromotions', { CLIENT_ID: '1001', LOC_ID: '001', LOY_EXC: 1 }),
    answer: { STATUS: true, PROMOTIONS: [] },
    bad: wrap('LoyGetPromotions', { CLIENT_ID: '1001', LOC_ID: ['001'] }),
    badField: 'DATA.LOC_ID',
  },
  Loy_CRM_DownloadPromotionImages: {
    request: wrap('Loy_CRM_DownloadPromotionImages', {
      CLIENT_ID: '1001',
      PROMO_CODE: 'SUMMER',
      PROMO_ID: 'P1',
    }),
    answer: { DATA: [{ PROMO_IMAGE: 'summer-1.webp' }, { PROMO_IMAGE: 'summer-2.webp' }] },
    bad: wrap('Loy_CRM_DownloadPromotionImages', { CLIENT_ID: '1001', PROMO_ID: 'P1' }),
    badField: 'DATA.PROMO_CODE',
  },
  Loy_GetLocationDetails: {
    request: wrap('Loy_GetLocationDetails', {
      client_id: '1001',
      type: 'CONTACT_US',
      main_loc: 'Y',
    }),
    answer: {
      STATUS: 'TRUE',
      DATA: [
        { message: 'We are here to help', phone: '+971 4 000 0000', email: 'care@example.com' },
      ],
    },
    bad: wrap('Loy_GetLocationDetails', { client_id: '1001', type: 'HEAD_OFFICE' }),
    badField: 'DATA.type',
  },
  DownloadSocialLinks: {
    request: wrap('DownloadSocialLinks', { CLIENT_ID: '1001' }),
    answer: {
      STATUS: true,
      SOCIALS: [{ LINK: 'https://instagram.com/demo', NAME: 'Instagram', VALID: 'Y' }],
    },
    bad: { DATA: 'CLIENT_ID=1001' },
    badField: 'DATA',
  },
  DownloadBrouchre: {
    request: wrap('DownloadBrouchre', { CLIENT_ID: '1001' }),
    answer: { STATUS: true, DATA: [{ FilePath: 'brochure.pdf' }] },
    bad: {},
    badField: 'DATA',
  },
  Loy_getAboutUs: {
    request: wrap('Loy_getAboutUs', { client_id: '1001' }),
    answer: {
      DATA: [{ Heading: 'Our story', Content: '**Since 1990**\n{size:18}Welcome{size:end}' }],
    },
    bad: wrap('Loy_getAboutUs', { client_id: { id: 1001 } }),
    badField: 'DATA.client_id',
  },
  Loy_getRatingsAndOptions: {
    request: wrap('Loy_getRatingsAndOptions', { client_id: '1001', publish: 'Y' }),
    answer: {
      STATUS: true,
      DATA: {
        RATINGS: [
          {
            rating_id: 1,
            Client_id: '1001',
            description: 'How was your visit?',
            secondLanguage: 'كيف كانت زيارتك؟',
            rating_type: 'Star',
          },
        ],
        RATING_OPTIONS: [
          { index_num: 1, options_id: 11, options_desc: 'Poor', options_desc2: 'ضعيف' },
        ],
      },
    },
    bad: wrap('Loy_getRatingsAndOptions', { client_id: '1001', publish: 'maybe' }),
    badField: 'DATA.publish',
  },
};
