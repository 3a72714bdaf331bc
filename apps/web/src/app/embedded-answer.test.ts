import { loyGetPromotionsCall } from '@loyalty/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homePromotionsQueryOptions } from '../features/home/api/loy-get-promotions';
import { offersQueryOptions } from '../features/offers/api/loy-get-promotions-admin';
import { testConfig } from '../test/render-app';
import { setActiveConfig } from '../lib/app-settings';
import { resetEmbeddedAnswers, SHELL_BLOCK_ID, takeEmbeddedAnswer } from '../lib/embedded-answer';

const promotion = (id: string, valid: string) => ({
  PROMO_ID: id,
  PROMO_CODE: `P${id}`,
  PROMO_DESC: `Offer ${id}`,
  DESC: 'Text',
  PROMO_IMAGE: `promotions/${id}.webp`,
  promo_flyer: '',
  FlyerPath: '',
  VALID_FROM: '2026-01-01',
  VALID_TO: '2026-12-31',
  valid,
});

const list = { STATUS: true, PROMOTIONS: [promotion('1', 'Y'), promotion('2', 'N')] };
const fetched = { STATUS: true, PROMOTIONS: [promotion('9', 'Y')] };

function embed(block: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SHELL_BLOCK_ID;
  script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
  document.head.append(script);
}

/** The network: answers every call with the fetched list and counts the calls. */
function network() {
  const fetchStub = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(fetched), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const block = (extra: Record<string, unknown>) => ({
  subDomain: 'demo',
  GetAppSettings: { STATUS: true, ClientId: '1001' },
  ...extra,
});

describe('answers carried by the app shell', () => {
  beforeEach(() => {
    resetEmbeddedAnswers();
    setActiveConfig(testConfig());
  });
  afterEach(() => {
    document.getElementById(SHELL_BLOCK_ID)?.remove();
    setActiveConfig(undefined);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives the checked answer once, then leaves the call to the network', () => {
    embed(block({ LoyGetPromotions: list }));
    const answer = takeEmbeddedAnswer(loyGetPromotionsCall, '1001', 'localhost');
    expect(answer?.PROMOTIONS.map((p) => [p.PROMO_ID, p.valid])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(takeEmbeddedAnswer(loyGetPromotionsCall, '1001', 'localhost')).toBeUndefined();
  });

  it("gives nothing for another sub-domain's or client's page, another call, or a bad answer", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cases: [unknown, string, string][] = [
      [block({ LoyGetPromotions: list }), '1001', 'lite.localhost'],
      [block({ LoyGetPromotions: list }), '1002', 'localhost'],
      [block({ LoyGetPromotionsAdmin: list }), '1001', 'localhost'],
      [block({ LoyGetPromotions: { STATUS: true, PROMOTIONS: 'none' } }), '1001', 'localhost'],
      [block({ LoyGetPromotions: { STATUS: false, MESSAGE: 'No.' } }), '1001', 'localhost'],
      ['{"subDomain": "demo", ', '1001', 'localhost'],
    ];
    for (const [carried, clientId, hostname] of cases) {
      resetEmbeddedAnswers();
      embed(carried);
      expect(takeEmbeddedAnswer(loyGetPromotionsCall, clientId, hostname)).toBeUndefined();
      document.getElementById(SHELL_BLOCK_ID)?.remove();
    }
  });

  it('gives nothing once the page is over a minute old', () => {
    embed(block({ LoyGetPromotions: list }));
    vi.spyOn(performance, 'now').mockReturnValue(60_001);
    expect(takeEmbeddedAnswer(loyGetPromotionsCall, '1001', 'localhost')).toBeUndefined();
  });

  it('lets home and offers show the carried list without a call, and ask the next time', async () => {
    const sent = network();
    embed(block({ LoyGetPromotions: list, LoyGetPromotionsAdmin: list }));
    const client = new QueryClient();
    const home = await client.fetchQuery(homePromotionsQueryOptions('1001'));
    const offers = await client.fetchQuery(offersQueryOptions('1001'));
    expect(home.map((p) => p.PROMO_ID)).toEqual(['1']);
    expect(offers.map((p) => p.PROMO_ID)).toEqual(['1']);
    expect(sent).not.toHaveBeenCalled();

    client.clear();
    const again = await client.fetchQuery(homePromotionsQueryOptions('1001'));
    expect(again.map((p) => p.PROMO_ID)).toEqual(['9']);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('asks the network when the page carries nothing', async () => {
    const sent = network();
    const offers = await new QueryClient().fetchQuery(offersQueryOptions('1001'));
    expect(offers.map((p) => p.PROMO_ID)).toEqual(['9']);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
