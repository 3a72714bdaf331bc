import { describe, expect, it } from 'vitest';
import {
  areaListResponse,
  contactDetailsResponse,
  registry,
  storeListResponse,
} from '../src/index';
import { readAnswer as read } from './read-answer';

describe('vendor answers on settings and content (docs/decisions/013-vendor-backend.md) read canonically', () => {
  it('promotions: valid flag in any case, dates in every form', () => {
    const answer = {
      STATUS: true,
      PROMOTIONS: [
        {
          PROMO_ID: 7,
          PROMO_CODE: 'EID ',
          PROMO_DESC: 'Eid offer',
          VALID_FROM: '01-04-2025',
          VALID_TO: '2025-04-30T23:59:59',
          valid: 'y',
        },
        {
          PROMO_ID: '8',
          PROMO_CODE: 'OLD',
          PROMO_DESC: 'Old offer',
          VALID_FROM: '2024-01-01',
          VALID_TO: '2024-01-31',
          valid: 'N',
        },
      ],
    };
    const { data } = read(registry.LoyGetPromotions.response, answer);
    expect(
      data.PROMOTIONS.map((promo) => [
        promo.PROMO_ID,
        promo.PROMO_CODE,
        promo.VALID_FROM,
        promo.valid,
      ]),
    ).toEqual([
      ['7', 'EID', '2025-04-01', true],
      ['8', 'OLD', '2024-01-01', false],
    ]);
  });

  it('ratings: rating_type Star, stars, smiley; DATA as a one-element array', () => {
    const answer = {
      STATUS: 'true',
      DATA: [
        {
          RATINGS: [
            { rating_id: 1, description: 'Service', rating_type: 'stars' },
            { rating_id: 2, description: 'Store', rating_type: 'smiley' },
          ],
          RATING_OPTIONS: [{ index_num: '1', options_id: 11, options_desc: 'Poor ' }],
        },
      ],
    };
    const { data } = read(registry.Loy_getRatingsAndOptions.response, answer);
    expect(data.DATA?.RATINGS.map((rating) => rating.rating_type)).toEqual(['Star', 'Emoji']);
    expect(data.DATA?.RATING_OPTIONS[0]).toMatchObject({
      index_num: 1,
      options_id: '11',
      options_desc: 'Poor',
    });
  });

  it('social links and access toggles read their Y/N flags as booleans', () => {
    const social = read(registry.DownloadSocialLinks.response, {
      STATUS: true,
      SOCIALS: [{ LINK: 'https://x.com/demo', NAME: 'X', VALID: 'n' }],
    });
    expect(social.data.SOCIALS[0]?.VALID).toBe(false);
    const access = read(registry.GetAccess.response, {
      DATA: [{ access_desc: 'Share Points', enabled: true }],
    });
    expect(access.data.DATA).toEqual([{ access_desc: 'Share Points', enabled: true }]);
  });

  it('location details: store rows and the contact row are told apart', () => {
    const stores = read(registry.Loy_GetLocationDetails.response, {
      STATUS: true,
      DATA: [{ loc_name: 'Mall ', address: 'Dubai', phone: 4000 }],
    });
    expect(stores.data.DATA).toEqual([{ loc_name: 'Mall', address: 'Dubai', phone: '4000' }]);
    expect(read(storeListResponse, { DATA: [{ loc_name: 'Mall' }] }).data.DATA).toHaveLength(1);
    const contact = read(contactDetailsResponse, {
      STATUS: 'TRUE',
      DATA: [{ message: 'Hi', phone: '1', email: 'a@b.c' }],
    });
    expect(contact.ok).toBe(true);
    expect(contact.data.DATA[0]).toEqual({ message: 'Hi', phone: '1', email: 'a@b.c' });
  });

  it('areas: duplicates by area_code are removed', () => {
    const answer = {
      DATA: [
        { area_name: 'Deira', area_code: 'A1' },
        { area_name: 'Deira ', area_code: 'A1' },
        { area_name: 'Karama', area_code: 'A2' },
      ],
    };
    expect(read(areaListResponse, answer).data.DATA).toEqual([
      { area_name: 'Deira', area_code: 'A1' },
      { area_name: 'Karama', area_code: 'A2' },
    ]);
  });

  it('settings: an unknown sub-domain answers STATUS false without AppBaseURL', () => {
    const { ok, data } = read(registry.GetAppSettings.response, {
      STATUS: false,
      MESSAGE: 'Unknown sub-domain',
    });
    expect(ok).toBe(false);
    expect(data.AppBaseURL).toBeUndefined();
  });

  it('settings: ClientId as a number reads as text', () => {
    const { data } = read(registry.GetAppSettings.response, {
      STATUS: true,
      AppBaseURL: 'https://x/api/loyalty',
      ClientId: 1001,
    });
    expect(data.ClientId).toBe('1001');
  });

  it('profile picture: Success True and the file name', () => {
    const { ok, data } = read(registry.ProfilePictureUploader.response, {
      Success: 'True',
      fileName: 'uploads/c1.webp',
    });
    expect(ok).toBe(true);
    expect(data).toEqual({ Success: true, MESSAGE: undefined, fileName: 'uploads/c1.webp' });
  });

  it('SendOTP: SUCCESS as the string false', () => {
    const { ok, message } = read(registry.SendOTP.response, {
      SUCCESS: 'false',
      MESSAGE: 'Try again later',
    });
    expect({ ok, message }).toEqual({ ok: false, message: 'Try again later' });
  });
});
