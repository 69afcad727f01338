// The language of the site being edited (the Language-Source header). The site selector of the
// layout shell sets it; until then it follows the interface language.
import { proxy } from 'valtio';
import { storageKeys } from '../lib/storage-keys';

export const siteStore = proxy<{ language: string | null }>({
  language: localStorage.getItem(storageKeys.siteLanguage),
});
