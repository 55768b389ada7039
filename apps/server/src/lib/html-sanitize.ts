import { cleanStyle, EDITOR_LINK_SCHEMES, isAllowedLink, isEditorImageSrc } from '@portal/contract';
import sanitizeHtml from 'sanitize-html';

/*
 * SECURITY 2: the editor's HTML is cut to an allow-list on the server before it is stored. Styles
 * and link attributes are rebuilt from constants (never copied from the input), in the form the
 * editor (Tiptap) writes them, so a body saved from the editor comes back unchanged and a
 * sanitised body sanitises to itself.
 */

const REL_TOKENS = ['noopener', 'noreferrer', 'nofollow', 'ugc'];
const PIXELS = /^\d{1,4}$/;

/** A link keeps an allowed href, target _blank only, and rel tokens; a new tab always gets noopener noreferrer. */
function cleanLink(attribs: Record<string, string>): Record<string, string> {
  const href = attribs.href?.trim();
  const blank = attribs.target === '_blank';
  const rel = new Set(
    (attribs.rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => REL_TOKENS.includes(t)),
  );
  if (blank) ['noopener', 'noreferrer'].forEach((t) => rel.add(t));
  const out: Record<string, string> = {};
  // the input's attribute order, so the editor's own markup comes back unchanged
  for (const name of [...Object.keys(attribs), 'rel']) {
    if (name === 'href' && href && isAllowedLink(href)) out.href = href;
    if (name === 'target' && blank) out.target = '_blank';
    if (name === 'rel' && rel.size > 0 && out.rel === undefined) out.rel = [...rel].join(' ');
  }
  return out;
}

function cleanImage(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'src' && isEditorImageSrc(value)) out.src = value.trim();
    if (name === 'alt') out.alt = value;
    if ((name === 'width' || name === 'height') && PIXELS.test(value.trim())) out[name] = value.trim();
  }
  return out;
}

const styled = (tagName: string, attribs: Record<string, string>): sanitizeHtml.Tag => {
  const style = cleanStyle(tagName, attribs.style);
  return { tagName, attribs: style ? { style } : {} };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedSchemes: [...EDITOR_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // styles are rebuilt by cleanStyle from constants; sanitize-html's own CSS pass would reformat them
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // the text of these is code or markup, never content
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'noembed',
    'noframes',
    'xmp',
    'template',
    'svg',
    'math',
    'object',
    'select',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: cleanLink(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: cleanImage(attribs) }),
    span: styled,
    p: styled,
    h2: styled,
    h3: styled,
    h4: styled,
  },
  // a link without a usable address and a span without a font are unwrapped; an image without our source goes
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    if (frame.tag === 'span' && !frame.attribs.style) return 'excludeTag';
    return false;
  },
};

/** The stored form of an editor body (SECURITY 2): allowed tags, attributes, styles, link schemes and image sources only. */
export function sanitizeEditorHtml(html: string): string {
  return (
    sanitizeHtml(html, OPTIONS)
      // the editor writes void elements as <br>, sanitize-html as <br />; attribute values never hold a raw '>'
      .replace(/<(br|hr|img)((?:\s[^<>]*?)?) \/>/g, '<$1$2>')
      .replace(/\u00a0/g, '&nbsp;')
  );
}

const BLOCK_START = /<(?=\/?(?:p|br|li|h[1-6]|blockquote|pre|hr|ul|ol|div|tr)\b)/gi;

/** The plain text of an HTML body (post.cn_text): one line per block, entities decoded. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_START, '\n<'), { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
