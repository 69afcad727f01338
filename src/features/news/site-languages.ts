// The languages a site may have, with their own names: read from the site form's options in
// schemas/news/domains.json (loaded at run time), so the browser keeps no second list.
import { useEffect, useState } from 'react';
import { loadScreen } from '../../lib/screens';

export interface LanguageOption {
  value: string;
  label: string;
}

async function languageOptions(): Promise<LanguageOption[]> {
  const screen = (await loadScreen('news/domains')) as {
    form?: { properties?: { languages?: { 'x-component-props'?: { options?: LanguageOption[] } } } };
  } | null;
  return screen?.form?.properties?.languages?.['x-component-props']?.options ?? [];
}

export function useSiteLanguageOptions(): LanguageOption[] {
  const [options, setOptions] = useState<LanguageOption[]>([]);
  useEffect(() => {
    languageOptions().then(setOptions, () => undefined);
  }, []);
  return options;
}
