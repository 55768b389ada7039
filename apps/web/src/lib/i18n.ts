import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * spec §1: Korean interface, Korean fallback. Every catalogue file under locales/ko is merged into
 * one namespace, so a key reads the same wherever its file lives (file.warn.msg01, common.error).
 */
export type TCatalogue = { [key: string]: string | TCatalogue };

const files = import.meta.glob<TCatalogue>('../locales/ko/*.json', { eager: true, import: 'default' });

/** Merges catalogue files key by key (a later file adds to, or overrides, an earlier one). */
export function mergeCatalogues(files: Record<string, TCatalogue>): TCatalogue {
  return Object.keys(files)
    .sort()
    .reduce<TCatalogue>((merged, path) => deepMerge(merged, files[path] ?? {}), {});
}

function deepMerge(target: TCatalogue, source: TCatalogue): TCatalogue {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge({ ...current }, value) : value;
  }
  return target;
}

const translation = mergeCatalogues(files);

void i18n.use(initReactI18next).init({
  lng: 'ko',
  fallbackLng: 'ko',
  resources: { ko: { translation } },
  // The catalogues are bundled, so initialisation is synchronous and no screen waits for it.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export default i18n;

/**
 * A lazily loaded part's catalogue (locales/ko/lazy/*.json), merged in when its code loads, so its
 * texts do not weigh on the public first load (budget 150 KB).
 */
export function addCatalogue(files: Record<string, TCatalogue>): void {
  i18n.addResourceBundle('ko', 'translation', mergeCatalogues(files), true, true);
}
