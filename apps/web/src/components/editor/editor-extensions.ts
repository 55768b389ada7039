import { EDITOR_UNDO_DEPTH } from '@portal/contract';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { FontFamily, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { canonicalFont, isAllowedLink, isEditorImageSrc, shouldAutoLink } from './editor-rules';

/*
 * The document model of the editor. Everything the server's allow-list would drop (other link
 * schemes, other image sources, other fonts, data: images) is refused here already, when HTML is
 * loaded, pasted or dropped, so the editor never shows what the stored body will not have.
 */

/** A span is a text style only when it carries one of the seven fonts; other spans are plain text. */
const EditorTextStyle = TextStyle.extend({
  parseHTML() {
    return [
      {
        tag: 'span',
        consuming: false,
        getAttrs: (element) => (canonicalFont((element as HTMLElement).style.fontFamily) ? {} : false),
      },
    ];
  },
});

const EditorFontFamily = FontFamily.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          fontFamily: {
            default: null,
            // the browser quotes multi-word names; the stored form is the contract's bare spelling
            parseHTML: (element) => canonicalFont(element.style.fontFamily) ?? null,
            renderHTML: (attributes) => {
              const font = canonicalFont(attributes.fontFamily as string | null);
              return font ? { style: `font-family: ${font}` } : {};
            },
          },
        },
      },
    ];
  },
});

const EditorImage = Image.extend({
  // the server keeps src, alt, width and height only
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, width: { default: null }, height: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isEditorImageSrc((element as HTMLElement).getAttribute('src')) ? null : false) }];
  },
});

export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      // the page title is the h1; h4 is kept so stored bodies that have it load unchanged
      heading: { levels: [2, 3, 4] },
      undoRedo: { depth: EDITOR_UNDO_DEPTH },
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink,
      },
    }),
    EditorTextStyle,
    EditorFontFamily,
    EditorImage.configure({ inline: false, allowBase64: false }),
  ];
}
