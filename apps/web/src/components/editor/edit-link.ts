import type { Editor } from '@tiptap/core';
import type { TFunction } from '../../lib/i18n';
import type { TEditorPromptRequest } from './editor-prompt';
import { toLinkHref } from './editor-rules';
import { trackRange } from './track-range';

/**
 * The link tool (spec §5): asks for the address, refuses any scheme but http, https, mailto and
 * tel with a Korean message, and links the selection, or inserts the address as its own text.
 */
export async function editLink(editor: Editor, ask: (request: TEditorPromptRequest) => Promise<string | undefined>, t: TFunction) {
  const current = editor.getAttributes('link').href as string | undefined;
  const place = trackRange(editor);
  try {
    const answer = await ask({
      title: t('editor.link.title'),
      label: t('editor.link.label'),
      hint: t('editor.link.hint'),
      inputType: 'url',
      initialValue: current ?? '',
      validate: (value) => (!value.trim() ? t('editor.link.required') : toLinkHref(value) ? undefined : t('editor.link.invalid')),
    });
    const href = answer === undefined ? undefined : toLinkHref(answer);
    if (!href || editor.isDestroyed) return;
    const { from, to } = place.range();
    const chain = editor.chain().focus().setTextSelection({ from, to });
    if (from === to && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
  } finally {
    place.stop();
  }
}
