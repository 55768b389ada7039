import { EDITOR_FONTS, EDITOR_LINK_SCHEMES } from './constants.js';

/*
 * The editor's content rules (spec §5, SECURITY 2), zod-free: the server's sanitiser stores only
 * what they allow, and the editor and HtmlContent apply the same ones, so what the editor shows
 * is what the server stores and what a page shows.
 */

const LINK_SCHEME = new RegExp(`^(?:${EDITOR_LINK_SCHEMES.join('|')}):`, 'i');

/** Control characters, spaces and backslashes: how scheme checks are tricked (`jav\tascript:`, `/\evil`). */
export const hasUnsafeUrlChar = (url: string) =>
  [...url].some((ch) => {
    const code = ch.codePointAt(0)!;
    return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029 || ch === '\\';
  });

/** spec §5: a link address kept: http, https, mailto or tel, nothing relative. */
export function isAllowedLink(href: string | null | undefined): boolean {
  if (!href) return false;
  const trimmed = href.trim();
  return LINK_SCHEME.test(trimmed) && !hasUnsafeUrlChar(trimmed);
}

/** Editor and board images, served by displayImage (spec §7): the only image source kept. */
const IMAGE_SRC = /^\/api\/common\/displayImage\?imagePath=[a-z]+(?:%2f|\/)[0-9a-f-]{36}(?:%2f|\/)\d{1,5}$/i;

export const isEditorImageSrc = (src: string | null | undefined): boolean => Boolean(src && IMAGE_SRC.test(src.trim()));

const FONT_FAMILIES = new Map<string, string>(EDITOR_FONTS.map((f) => [f.family.toLowerCase(), f.family]));

/** One of the seven fonts in its contract spelling, from a CSS value in any quoting or case; else undefined. */
export function canonicalFont(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const bare = value
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .toLowerCase();
  return FONT_FAMILIES.get(bare);
}

const TEXT_ALIGNS = new Set(['left', 'center', 'right', 'justify']);
const ALIGNED = new Set(['p', 'h2', 'h3', 'h4']);

/** The allowed declarations of a style attribute, in the editor's `prop: value; prop: value` form, or undefined when none is left. */
export function cleanStyle(tag: string, style: string | null | undefined): string | undefined {
  if (!style) return undefined;
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const font = canonicalFont(value);
    if (tag === 'span' && prop === 'font-family' && font) kept.set(prop, font);
    if (ALIGNED.has(tag) && prop === 'text-align' && TEXT_ALIGNS.has(value.toLowerCase())) kept.set(prop, value.toLowerCase());
  }
  return kept.size > 0 ? [...kept].map(([prop, value]) => `${prop}: ${value}`).join('; ') : undefined;
}
