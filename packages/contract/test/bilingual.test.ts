import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  aboutUsResponse,
  appSettings,
  contactDetailsResponse,
  registry,
  storeListResponse,
} from '../src/index';
import {
  aboutSections,
  programmeSettings,
  promotionCreateFields,
  settingsPatch,
  storeInput,
} from '../src/admin/index';
import { readAnswer as read } from './read-answer';

describe('Arabic beside English on the customer wire', () => {
  it('reads the Arabic texts trimmed, and a blank or missing one as missing', () => {
    const promotions = read(registry.LoyGetPromotions.response, {
      STATUS: true,
      PROMOTIONS: [
        {
          PROMO_ID: '1',
          PROMO_CODE: 'EID',
          PROMO_DESC: 'Eid offer',
          PROMO_DESCAr: ' عرض العيد ',
          DESCAr: '',
          VALID_FROM: '2026-01-01',
          VALID_TO: '2026-12-31',
          valid: 'Y',
        },
      ],
    }).data.PROMOTIONS[0];
    expect(promotions).toMatchObject({ PROMO_DESCAr: 'عرض العيد' });
    expect(promotions?.DESCAr).toBeUndefined();

    const stores = read(storeListResponse, {
      STATUS: true,
      DATA: [{ loc_name: 'Mall', loc_nameAr: 'المول', addressAr: 'دبي' }],
    }).data.DATA;
    expect(stores[0]).toMatchObject({ loc_nameAr: 'المول', addressAr: 'دبي' });

    const about = read(aboutUsResponse, {
      DATA: [{ Heading: 'Who', Content: 'Us', HeadingAr: 'من نحن', ContentAr: '**نحن**' }],
    }).data.DATA;
    expect(about[0]).toMatchObject({ HeadingAr: 'من نحن', ContentAr: '**نحن**' });

    const contact = read(contactDetailsResponse, {
      STATUS: 'TRUE',
      DATA: [{ message: 'Hi', messageAr: 'مرحبا' }],
    }).data.DATA;
    expect(contact[0]).toMatchObject({ messageAr: 'مرحبا' });
  });

  it("reads the vendor's settings, without any Arabic field, as none", () => {
    const settings = z.parse(appSettings, { AppDisplayName: 'Shop' });
    expect(settings.AppDisplayNameAr).toBeUndefined();
    expect(settings.VoucherConditions).toEqual([]);
    expect(settings.VoucherConditionsAr).toEqual([]);
    const ours = z.parse(appSettings, {
      AppDisplayNameAr: 'واحة',
      VoucherConditions: ['Once only.'],
      VoucherConditionsAr: ['مرة واحدة فقط.'],
    });
    expect(ours).toMatchObject({
      AppDisplayNameAr: 'واحة',
      VoucherConditionsAr: ['مرة واحدة فقط.'],
    });
  });
});

describe('Arabic beside English in the admin API', () => {
  it('defaults every Arabic text to empty, so an English-only form still passes', () => {
    expect(z.parse(storeInput, { name: 'Mall' })).toMatchObject({ nameAr: '', addressAr: '' });
    expect(z.parse(aboutSections, { sections: [{ heading: 'A', content: 'B' }] })).toEqual({
      sections: [{ heading: 'A', content: 'B', headingAr: '', contentAr: '' }],
    });
    const fields = z.parse(promotionCreateFields, {
      code: 'EID',
      title: 'Eid',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(fields).toMatchObject({ titleAr: '', descriptionAr: '' });
  });

  it('bounds the Arabic texts as the English ones, with the field named', () => {
    const long = z.safeParse(storeInput, { name: 'Mall', nameAr: 'م'.repeat(121) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.path).toEqual(['nameAr']);
    const conditions = z.safeParse(settingsPatch, { voucherConditionsAr: ['  '] });
    expect(conditions.error?.issues[0]?.path).toEqual(['voucherConditionsAr', 0]);
    const many = z.safeParse(settingsPatch, { voucherConditions: Array(11).fill('x') });
    expect(many.success).toBe(false);
  });

  it('answers the settings with the Arabic name and the conditions', () => {
    const shape = Object.keys(programmeSettings.def.shape);
    expect(shape).toEqual(
      expect.arrayContaining(['displayNameAr', 'voucherConditions', 'voucherConditionsAr']),
    );
  });
});
