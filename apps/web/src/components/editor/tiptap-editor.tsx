import { EDITOR_IMAGE_MAX_SIZE_MB, EDITOR_MIN_HEIGHT_PX } from '@portal/contract';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { cspNonce } from '../../lib/csp-nonce';
import { useFieldControl } from '../form/field-context';
import './editor-catalogue';
import { createEditorExtensions } from './editor-extensions';
import type { TEditorProps } from './editor-lazy';
import { usePrompt } from './editor-prompt';
import { EditorToolbar } from './editor-toolbar';
import { useImageUpload } from './use-image-upload';

/**
 * Files carried by a paste or a drop, when they are all it carries. Office programs put a picture
 * of the copied text beside the text itself: then the text is what the user meant.
 */
const filesOf = (data: DataTransfer | null) => (data && !data.getData('text/plain').trim() ? Array.from(data.files) : []);

/** The body as a form holds it: '' for an empty document, so that 'required' sees nothing (spec §5). */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text editor (spec §5): Tiptap with the portal's toolbar. The editing area is named by
 * `label`; `id` and `name` sit on a hidden stand-in input, because a label and a form can focus
 * only form controls, never a contenteditable: the stand-in passes that focus on to the text.
 */
export default function TiptapEditor(props: TEditorProps) {
  const { id, label, value, onChange, onBlur, readOnly = false, name, ref, imageMaxSizeMb = EDITOR_IMAGE_MAX_SIZE_MB } = props;
  // inside a FormField the field's state fills what the props leave out
  const field = useFieldControl();
  const invalid = props.invalid ?? field?.invalid ?? false;
  const describedBy = props.describedBy ?? field?.describedBy;
  const required = props.required ?? field?.required ?? false;
  const contentId = `${id}-content`;

  const wrapperRef = useRef<HTMLDivElement>(null);
  /** the last body this editor gave or was given: a `value` equal to it is our own echo, not a change */
  const lastHtml = useRef(value);
  const insertImagesRef = useRef<(files: readonly File[]) => Promise<void>>(async () => {});
  const [initialContent] = useState(value);
  const [extensions] = useState(createEditorExtensions);
  const [prompt, ask] = usePrompt();

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: contentId,
        class: 'editor-content editor__content',
        'aria-label': label,
        'aria-multiline': 'true',
        ...(invalid && { 'aria-invalid': 'true' }),
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(required && !readOnly && { 'aria-required': 'true' }),
        // a read-only body is still reachable by keyboard and announced as such
        ...(readOnly && { 'aria-readonly': 'true', tabindex: '0' }),
      },
      // pasted or dropped image files go through the upload rules; data: images never enter (allowBase64: false)
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        const files = filesOf(event.clipboardData);
        if (files.length === 0) return false;
        void insertImagesRef.current(files);
        return true;
      },
      handleDrop: (_view: unknown, event: DragEvent, _slice: unknown, moved: boolean) => {
        const files = moved ? [] : filesOf(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertImagesRef.current(files);
        return true;
      },
    }),
    [contentId, label, invalid, describedBy, required, readOnly],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !readOnly,
    editorProps,
    immediatelyRender: true,
    // tiptap's own <style> element passes the page CSP with the nonce (decision 017)
    injectNonce: cspNonce,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      lastHtml.current = html;
      onChange(html);
    },
  });

  const { uploading, insertImages } = useImageUpload(editor, ask, imageMaxSizeMb);
  useEffect(() => {
    insertImagesRef.current = insertImages;
  }, [insertImages]);

  // a new value from outside (form reset, a loaded post) replaces the text, outside the undo history
  useEffect(() => {
    if (editor.isDestroyed || value === lastHtml.current) return;
    lastHtml.current = value;
    if (value === htmlOf(editor)) return;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable !== !readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const focus = useCallback(() => {
    if (!editor.isDestroyed) editor.view.focus();
  }, [editor]);
  useImperativeHandle(ref, () => ({ focus }), [focus]);

  // onBlur means "left the field": moving between the text, the toolbar and its dialogs is not leaving
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (wrapperRef.current?.contains(next) || next.parentElement?.closest('.dialog-backdrop'))) return;
    onBlur?.();
  };

  const className = ['editor', readOnly && 'editor--readonly', invalid && 'editor--invalid'].filter(Boolean).join(' ');
  const style = { '--editor-min-height': `${EDITOR_MIN_HEIGHT_PX}px` } as CSSProperties;

  return (
    <div ref={wrapperRef} className={className} style={style} onBlur={handleBlur}>
      <input className="editor__focus-proxy" id={id} name={name} tabIndex={-1} aria-hidden="true" autoComplete="off" readOnly value="" onFocus={focus} />
      {!readOnly && <EditorToolbar editor={editor} label={label} contentId={contentId} ask={ask} insertImages={insertImages} uploading={uploading} />}
      <EditorContent editor={editor} className="editor__body" />
      {prompt}
    </div>
  );
}
