import { EDITOR_LINK_SCHEMES } from '@portal/contract';
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { cleanStyle, isAllowedLink, isEditorImageSrc } from './editor-rules';
import './editor.css';

/*
 * Defence in depth (SECURITY 2): the server stores only sanitised bodies; the browser cleans them
 * again with the same allow-list before they reach the page, in case a body got in some other way.
 */

const TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'img', 'span'];
const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc']);
const STYLED = new Set(['span', 'p', 'h2', 'h3', 'h4']);
const PIXELS = /^\d{1,4}$/;

const purifier = DOMPurify(window);
const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'style'],
  // the link schemes of spec §5, and the displayImage path of editor images (checked exactly below)
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${EDITOR_LINK_SCHEMES.join('|')}):|/api/common/displayImage\\?)`, 'i'),
  // DOMPurify holds every other attribute to the URI pattern; these are checked by applyServerRules instead
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // the server's nonTextTags: their text is code or markup, never content
  ADD_FORBID_CONTENTS: ['textarea', 'option', 'select', 'object'],
  RETURN_DOM_FRAGMENT: true,
};

/** The attribute rules DOMPurify cannot express, as apps/server/src/lib/html-sanitize.ts applies them. */
function applyServerRules(root: DocumentFragment) {
  for (const element of [...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'img' && !isEditorImageSrc(element.getAttribute('src'))) {
      element.remove();
      continue;
    }
    for (const size of ['width', 'height']) {
      const value = element.getAttribute(size);
      if (value !== null && !(tag === 'img' && PIXELS.test(value.trim()))) element.removeAttribute(size);
    }
    const style = STYLED.has(tag) ? cleanStyle(tag, element.getAttribute('style')) : undefined;
    if (style) element.setAttribute('style', style);
    else element.removeAttribute('style');
    if (tag === 'a') cleanLink(element);
    // as on the server: a link without a usable address and a span without a font are plain text
    if ((tag === 'a' && !element.hasAttribute('href')) || (tag === 'span' && !style)) element.replaceWith(...element.childNodes);
  }
}

/** A link keeps an allowed href, target _blank only, known rel tokens; a new tab always gets noopener noreferrer. */
function cleanLink(link: Element) {
  if (!isAllowedLink(link.getAttribute('href'))) link.removeAttribute('href');
  const blank = link.getAttribute('target') === '_blank';
  if (!blank) link.removeAttribute('target');
  const rel = new Set(
    (link.getAttribute('rel') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => REL_TOKENS.has(token)),
  );
  if (blank) ['noopener', 'noreferrer'].forEach((token) => rel.add(token));
  if (rel.size > 0) link.setAttribute('rel', [...rel].join(' '));
  else link.removeAttribute('rel');
}

/** The HTML of a body, cleaned to the editor's allow-list. */
export function purifyEditorHtml(html: string): string {
  const fragment = purifier.sanitize(html, PURIFY_CONFIG);
  applyServerRules(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** A stored, server-sanitised HTML body (SECURITY 2), shown as the editor shows it. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyEditorHtml(html), [html]);
  return <div className={['editor-content', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
