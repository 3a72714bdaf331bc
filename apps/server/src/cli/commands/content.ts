import { contentService } from '../../modules/content/content.service';
import { feedbackService } from '../../modules/feedback/feedback.service';
import { promotionEditsService } from '../../modules/promotions/promotion-edits.service';
import { type Command, list, optionalText, tenantOf, text } from '../cli-context';
import { readBytes, readJson } from './files';

export const addPromotionCommand: Command = {
  name: 'add-promotion',
  summary: 'add a promotion with its images and PDF flyer',
  usage:
    '--client-id 1001 --code SUMMER26 --title "Summer sale" [--description "…"] [--title-ar "تخفيضات الصيف"] [--description-ar "…"] --from 2026-06-01 --to 2026-06-30 --image a.png [--image b.jpg]… [--flyer flyer.pdf] [--hidden]',
  options: [
    'client-id',
    'code',
    'title',
    'description',
    'title-ar',
    'description-ar',
    'from',
    'to',
    'image*',
    'flyer',
    'hidden?',
  ],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const images: Buffer[] = [];
    for (const file of list(values, 'image')) images.push(await readBytes(file));
    const flyer = optionalText(values, 'flyer');
    const id = await promotionEditsService({ ...ctx.deps, filesDir: ctx.filesDir }).add(
      tenant,
      {
        code: text(values, 'code'),
        title: text(values, 'title'),
        description: text(values, 'description', ''),
        titleAr: text(values, 'title-ar', ''),
        descriptionAr: text(values, 'description-ar', ''),
        from: text(values, 'from'),
        to: text(values, 'to'),
        images,
        flyer: flyer === undefined ? undefined : await readBytes(flyer),
        hidden: values.hidden === true,
      },
      ctx.audit,
    );
    ctx.out(`Promotion ${text(values, 'code')} added (id ${id}).`);
  },
};

export const endPromotionCommand: Command = {
  name: 'end-promotion',
  summary: 'end a promotion today',
  usage: '--client-id 1001 --code SUMMER26',
  options: ['client-id', 'code'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    await promotionEditsService({ ...ctx.deps, filesDir: ctx.filesDir }).end(
      tenant,
      { code: text(values, 'code').trim() },
      ctx.audit,
    );
    ctx.out(`Promotion ${text(values, 'code')} ended.`);
  },
};

export const addStoreCommand: Command = {
  name: 'add-store',
  summary: 'add a store to the store list',
  usage:
    '--client-id 1001 --name "Oasis — Dubai Mall" --address "Dubai Mall, Ground floor" [--name-ar "الواحة دبي مول"] [--address-ar "…"] [--phone "+971 4 000 0000"]',
  options: ['client-id', 'name', 'address', 'name-ar', 'address-ar', 'phone'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    await contentService({ ...ctx.deps, filesDir: ctx.filesDir }).addStore(
      tenant,
      {
        name: text(values, 'name'),
        address: text(values, 'address'),
        nameAr: text(values, 'name-ar', ''),
        addressAr: text(values, 'address-ar', ''),
        phone: text(values, 'phone', ''),
      },
      ctx.audit,
    );
    ctx.out(`Store ${text(values, 'name')} added.`);
  },
};

export const setAboutCommand: Command = {
  name: 'set-about',
  summary:
    'replace the about sections from a JSON file ([{ "Heading", "Content", "HeadingAr", "ContentAr" }], the Arabic optional)',
  usage: '--client-id 1001 --file about.json',
  options: ['client-id', 'file'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const json = await readJson(text(values, 'file'));
    const n = await contentService({ ...ctx.deps, filesDir: ctx.filesDir }).setAbout(
      tenant,
      json,
      ctx.audit,
    );
    ctx.out(`${n} about section(s) set.`);
  },
};

export const setRatingsCommand: Command = {
  name: 'set-ratings',
  summary: 'replace the rating questions from a JSON file',
  usage:
    '--client-id 1001 --file ratings.json   ([{ "description", "secondLanguage", "type": "Star"|"Emoji", "options": [{ "desc", "desc2" }×5] }])',
  options: ['client-id', 'file'],
  async run(values, ctx) {
    const tenant = await tenantOf(ctx, values);
    const json = await readJson(text(values, 'file'));
    const n = await feedbackService(ctx.deps).setQuestions(tenant, json, ctx.audit);
    ctx.out(`${n} rating question(s) published.`);
  },
};
