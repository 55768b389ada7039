/**
 * spec §1: Korean interface, Korean fallback. Every catalogue file under locales/ko is merged into
 * one namespace, so a key reads the same wherever its file lives (file.warn.msg01, common.error).
 * A small translator of our own (decision 015): one language, nested keys, {{var}} interpolation and
 * a default value are all the screens use, and i18next with react-i18next weighed 15 KiB on the
 * public first load.
 */
export type TCatalogue = { [key: string]: string | TCatalogue };

/** `defaultValue` when the key is missing; every other entry fills the {{name}} of the same name. */
export type TOptions = { defaultValue?: string; [variable: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

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

let catalogue = mergeCatalogues(files);

/**
 * A lazily loaded part's catalogue (locales/ko/lazy/*.json), merged in when its code loads, so its
 * texts do not weigh on the public first load.
 */
export function addCatalogue(files: Record<string, TCatalogue>): void {
  catalogue = deepMerge(catalogue, mergeCatalogues(files));
}

function lookup(key: string): string | undefined {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The text of a dotted key, else `defaultValue`, else the key itself (a missing text shows where it
 * is missing). A {{name}} whose variable is not passed stays as written, as i18next left it; values
 * are inserted as they are (React escapes them when rendering).
 */
export const t: TFunction = (key, options) => {
  const text = lookup(key) ?? options?.defaultValue ?? key;
  if (!options) return text;
  return text.replace(VARIABLE, (placeholder, name: string) => (Object.hasOwn(options, name) ? String(options[name] ?? '') : placeholder));
};

export const i18n = { t };

const translation = { t, i18n };

/** The translator for a component; the same object on every render, so `t` is a stable dependency. */
export function useTranslation(): typeof translation {
  return translation;
}

export default i18n;
