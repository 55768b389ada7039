import type { Editor } from '@tiptap/core';

/**
 * Follows the current selection through later edits while a dialog or an upload is pending. The
 * live selection cannot be trusted meanwhile: when a dialog gives focus back to the text, the
 * browser may put the caret at its start, and ProseMirror takes that over.
 */
export function trackRange(editor: Editor) {
  let { from, to } = editor.state.selection;
  const follow = ({ transaction }: { transaction: { mapping: { map: (pos: number) => number } } }) => {
    from = transaction.mapping.map(from);
    to = transaction.mapping.map(to);
  };
  editor.on('transaction', follow);
  return {
    range: () => ({ from, to }),
    stop: () => {
      editor.off('transaction', follow);
    },
  };
}
