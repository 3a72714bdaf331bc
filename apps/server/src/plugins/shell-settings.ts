import type { FastifyInstance, FastifyRequest } from 'fastify';
import { html, jsonScriptBlock } from '../lib/html';
import { subDomainOfHost } from '../lib/sub-domain';
import type { promotionsService } from '../modules/promotions/promotions.service';
import { accessList, appSettings } from '../modules/settings/settings.service';
import { SESSION_COOKIE } from './session';
import { matchesRoute } from './web-build';

/** The id of the settings block the web app reads before its first render. */
export const SETTINGS_BLOCK_ID = 'app-settings';

type Promotions = ReturnType<typeof promotionsService>;
type PromotionList = Awaited<ReturnType<Promotions['list']>>;

/**
 * The screens whose first paint is the promotions list, with the call each makes for it
 * (home asks the base address, the offers screens the admin one; both answer the tenant's
 * list, the same for every customer) and, for an opened offer, which promotion it shows.
 */
function promotionsScreen(
  pathname: string,
): { call: 'LoyGetPromotions' | 'LoyGetPromotionsAdmin'; offer?: [string, string] } | undefined {
  if (matchesRoute('/home', pathname)) return { call: 'LoyGetPromotions' };
  if (matchesRoute('/offers', pathname)) return { call: 'LoyGetPromotionsAdmin' };
  if (matchesRoute('/offers/single/:promoId/:promoCode', pathname)) {
    const [, , , promoId = '', promoCode = ''] = pathname.split('/');
    try {
      return {
        call: 'LoyGetPromotionsAdmin',
        offer: [decodeURIComponent(promoId), decodeURIComponent(promoCode)],
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A promotion picture's address, joined to the file server as the web app joins it. */
function pictureUrl(origin: string, name: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(name)) return name;
  return `${origin}/files/${name.replace(/^\/+/, '')}`;
}

/**
 * The picture a promotions screen paints largest: the first shown promotion's on a list (the
 * web app shows only those whose `valid` is Y, in the order of the answer), the opened one's
 * first picture on an offer. None when that promotion has no picture.
 */
function firstPicture(
  list: PromotionList,
  offer: [string, string] | undefined,
): string | undefined {
  const promotions = (('PROMOTIONS' in list ? list.PROMOTIONS : undefined) ?? []).filter(
    (p) => String(p.valid).toUpperCase() === 'Y',
  );
  const shown = offer
    ? promotions.find((p) => String(p.PROMO_ID) === offer[0] && p.PROMO_CODE === offer[1])
    : promotions[0];
  const picture = shown?.PROMO_IMAGE;
  return picture ? String(picture) : undefined;
}

/**
 * The answers the app would otherwise ask for before its first screen (GetAppSettings for
 * the host's sub-domain, then GetAccess), built by the same code as those calls, and on a
 * promotions screen that screen's promotions answer with a preload of its largest picture.
 * The landing (`/`) opens on the splash, whose largest paint is the retailer's logo: it is
 * preloaded too, so it downloads beside the scripts rather than after they have run (not for
 * a signed-in customer, whom the landing sends on to /home).
 * Only tenant-wide answers go in: nothing here depends on who is signed in. Fresh on every
 * request: the shell is `no-cache`, so a retailer's change shows at the next start. None
 * for an unknown sub-domain: the app then asks as before (and may fall back to demo).
 */
export async function settingsBlock(
  app: FastifyInstance,
  promotions: Promotions,
  request: FastifyRequest,
) {
  const subDomain = subDomainOfHost(request.host);
  const tenant = await app.tenants.findBySubDomain(subDomain);
  if (!tenant) return '';
  const origin = app.publicOrigin(request);
  const pathname = request.url.split('?')[0] ?? '/';
  const settings = appSettings(tenant, origin);
  const screen = promotionsScreen(pathname);
  const list = screen ? await promotions.list(tenant) : undefined;
  const picture =
    list && screen
      ? firstPicture(list, screen.offer)
      : pathname === '/' && !request.cookies[SESSION_COOKIE]
        ? settings.LogoURL && String(settings.LogoURL)
        : undefined;
  const block = jsonScriptBlock(SETTINGS_BLOCK_ID, {
    subDomain,
    GetAppSettings: settings,
    GetAccess: accessList(tenant),
    ...(screen && list ? { [screen.call]: list } : {}),
  }).value;
  if (!picture) return block;
  const href = pictureUrl(origin, picture);
  return block + html`<link rel="preload" as="image" fetchpriority="high" href="${href}" />`.value;
}
