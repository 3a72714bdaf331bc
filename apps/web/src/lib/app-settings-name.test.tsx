import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { testConfig } from '../test/render-app';
import { AppConfigProvider, useAppConfig } from './app-settings';

function Name() {
  return <p>{useAppConfig().displayName}</p>;
}

afterEach(() => setLocale('en', false));

describe("the programme's name", () => {
  it('is the Arabic one on an Arabic screen and in the title, the English one otherwise', async () => {
    const config = testConfig({ displayNameAr: 'مكافآت الواحة' });
    render(
      <AppConfigProvider config={config}>
        <Name />
      </AppConfigProvider>,
    );
    expect(screen.getByText('Oasis Rewards')).toBeDefined();
    expect(document.title).toBe('Oasis Rewards');
    await act(() => setLocale('ar', false));
    expect(screen.getByText('مكافآت الواحة')).toBeDefined();
    expect(document.title).toBe('مكافآت الواحة');
  });

  it('stays English in Arabic when the programme gives no Arabic name', async () => {
    await setLocale('ar', false);
    render(
      <AppConfigProvider config={testConfig()}>
        <Name />
      </AppConfigProvider>,
    );
    expect(screen.getByText('Oasis Rewards')).toBeDefined();
  });
});
