import { getAccessCall, getAppSettingsCall } from '@loyalty/contract';
import { readAnswer } from '../../lib/api-client';
import { SHELL_BLOCK_ID } from '../../lib/embedded-answer';
import { subDomainOf } from '../../lib/sub-domain';
import { accessOf } from './api/get-access';
import type { AppSettings } from './api/get-app-settings';

/** The id of the JSON block in which the server's app shell carries the settings answers. */
export const SETTINGS_BLOCK_ID = SHELL_BLOCK_ID;

export interface EmbeddedSettings {
  settings: AppSettings;
  access: Record<string, boolean>;
}

/**
 * The answers of GetAppSettings and GetAccess that the server put into the page it served,
 * read and checked exactly as the calls' answers are, so the first screen needs neither
 * round trip. None when the page has no block (the service worker's copy of the shell, a
 * development server), when it was made for another sub-domain, or when it does not read:
 * the app then asks the config service as before.
 */
export function embeddedSettings(hostname: string): EmbeddedSettings | undefined {
  const text = document.getElementById(SETTINGS_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    const block = JSON.parse(text) as Record<string, unknown>;
    if (block.subDomain !== subDomainOf(hostname)) return undefined;
    return {
      settings: readAnswer(getAppSettingsCall, block.GetAppSettings).data,
      access: accessOf(readAnswer(getAccessCall, block.GetAccess).data),
    };
  } catch (error) {
    console.warn('The settings in the page do not read; asking for them', error);
    return undefined;
  }
}
