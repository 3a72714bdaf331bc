import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../i18n/auth';
import { historyMessages } from '../i18n/history';
import { homeMessages } from '../i18n/home';
import { messages } from '../i18n/messages';
import { offersMessages } from '../i18n/offers';
import { pointsMessages } from '../i18n/points';
import { profileMessages } from '../i18n/profile';
import { storesMessages } from '../i18n/stores';
import { voucherMessages } from '../i18n/vouchers';
import { ScreenTitle } from './screen-title';

/** The texts used as screen and section titles: the `*.title` keys and the screens' names. */
const titles = Object.entries({
  ...authMessages,
  ...historyMessages,
  ...homeMessages,
  ...messages,
  ...offersMessages,
  ...pointsMessages,
  ...profileMessages,
  ...storesMessages,
  ...voucherMessages,
}).filter(
  ([key]) =>
    /\.title$/.test(key) ||
    key.startsWith('screen.') ||
    ['myProfile.personal', 'myProfile.contact', 'home.allOffers'].includes(key),
);

describe('screen titles', () => {
  it('are never in capitals: one voice on every screen', () => {
    expect(titles.length).toBeGreaterThan(20);
    // A word of four or more capitals (an abbreviation such as OTP is fine).
    const shouting = titles.filter(([, text]) =>
      text.split(/\s+/).some((word) => /^[A-Z]{4,}/.test(word)),
    );
    expect(shouting).toEqual([]);
  });

  it('render as the one level-1 heading style', () => {
    render(<ScreenTitle>Send points</ScreenTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Send points' });
    expect(heading).toHaveClass('screen-title');
  });
});
