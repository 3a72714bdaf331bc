import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the stores screen. */
export const storesMessages = {
  'stores.title': 'Stores',
  'stores.contact': 'Contact Details',
  'stores.call': 'Call {name} on {phone}',
  'stores.map': 'Open in maps',
  'stores.mapLabel': 'Open the address of {name} in maps',
  'stores.empty': 'No stores found',
  'stores.loading': 'Loading stores',
} as const;

export type StoresMessageKey = keyof typeof storesMessages;

export function tStores(key: StoresMessageKey, values?: TextValues): string {
  return localText('stores', key, storesMessages[key], values);
}
