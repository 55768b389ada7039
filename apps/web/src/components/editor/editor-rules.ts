import { isAllowedLink } from '@portal/contract';

export { canonicalFont, cleanStyle, isAllowedLink, isEditorImageSrc } from '@portal/contract';

/*
 * The editor's own input rules (spec §5). The content rules it shares with the server's sanitiser
 * come from the contract (common/editor-rules.ts). No Tiptap here: HtmlContent pages must not load it.
 */

const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * What a user typed in the link prompt, as the address to store: 'www.korea.kr' gets https://,
 * an allowed scheme stays, anything else (javascript:, data:, relative paths) gives undefined.
 */
export function toLinkHref(input: string): string | undefined {
  const trimmed = input.trim();
  if (!trimmed) return undefined;
  let href = trimmed;
  if (EMAIL.test(trimmed)) href = `mailto:${trimmed}`;
  // only an address that starts like a host name is completed; '/path', '//host' and 'x:y' are left to be judged as they are
  else if (!ANY_SCHEME.test(trimmed) && /^[\p{L}\p{N}]/u.test(trimmed)) href = `https://${trimmed}`;
  return isAllowedLink(href) ? href : undefined;
}

/** Autolinking while typing or pasting: a bare domain, or an allowed scheme. */
export function shouldAutoLink(url: string): boolean {
  return ANY_SCHEME.test(url) ? isAllowedLink(url) : /^[\p{L}\p{N}][^\s]*\.[\p{L}]{2,}/u.test(url);
}

/** KWCAG: an image needs a text alternative; the file's name without its extension is the first guess. */
export function altFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}
