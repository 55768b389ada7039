import { EDITOR_FONTS, FILE_IMAGE_EXTENSIONS } from '@portal/contract';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { TEditorPromptRequest } from './editor-prompt';
import { ICONS } from './editor-icons';
import { editLink } from './edit-link';
import { canonicalFont } from './editor-rules';

type TToolbarProps = {
  editor: Editor;
  /** the field's label: the toolbar is named after it */
  label: string;
  contentId: string;
  ask: (request: TEditorPromptRequest) => Promise<string | undefined>;
  insertImages: (files: readonly File[]) => Promise<void>;
  uploading: boolean;
};

type TTool = {
  key: string;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
  busy?: boolean;
  /** opens a dialog: the tool takes focus, so the dialog gives it back there (not to a caret at the text's start) */
  opensDialog?: boolean;
};

const FONT_KEY = 'font';
const IMAGE_ACCEPT = FILE_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The editing tools (spec §5) as a WAI-ARIA toolbar: one Tab stop, arrow keys, Home and End move
 * between the tools; toggles report aria-pressed. Each button gives focus back to the text.
 */
export function EditorToolbar({ editor, label, contentId, ask, insertImages, uploading }: TToolbarProps) {
  const { t } = useTranslation();
  const toolbarRef = useRef<HTMLDivElement>(null);
  // state, not a ref: the tool list that reads it is built during render
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const [stop, setStop] = useState('undo');

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      font: canonicalFont(e.getAttributes('textStyle').fontFamily as string | undefined) ?? '',
    }),
  });

  const chain = () => editor.chain().focus();

  const tools: TTool[] = [
    { key: 'undo', icon: ICONS.undo, run: () => chain().undo().run(), disabled: !state.canUndo },
    { key: 'redo', icon: ICONS.redo, run: () => chain().redo().run(), disabled: !state.canRedo },
    { key: 'bold', icon: <b>B</b>, run: () => chain().toggleBold().run(), pressed: state.bold },
    { key: 'italic', icon: <i>I</i>, run: () => chain().toggleItalic().run(), pressed: state.italic },
    { key: 'underline', icon: <u>U</u>, run: () => chain().toggleUnderline().run(), pressed: state.underline },
    { key: 'strike', icon: <s>S</s>, run: () => chain().toggleStrike().run(), pressed: state.strike },
    { key: 'heading2', icon: ICONS.heading2, run: () => chain().toggleHeading({ level: 2 }).run(), pressed: state.heading2 },
    { key: 'heading3', icon: ICONS.heading3, run: () => chain().toggleHeading({ level: 3 }).run(), pressed: state.heading3 },
    { key: 'bulletList', icon: ICONS.bulletList, run: () => chain().toggleBulletList().run(), pressed: state.bulletList },
    { key: 'orderedList', icon: ICONS.orderedList, run: () => chain().toggleOrderedList().run(), pressed: state.orderedList },
    { key: 'blockquote', icon: ICONS.blockquote, run: () => chain().toggleBlockquote().run(), pressed: state.blockquote },
    { key: 'link', icon: ICONS.link, run: () => void editLink(editor, ask, t), pressed: state.link, opensDialog: true },
    { key: 'unlink', icon: ICONS.unlink, run: () => chain().extendMarkRange('link').unsetLink().run(), disabled: !state.link },
    { key: 'image', icon: ICONS.image, run: () => fileInput?.click(), disabled: uploading, busy: uploading, opensDialog: true },
  ];

  // the Tab stop stays on the last tool used, or the first usable one when that one is disabled
  const usable = [FONT_KEY, ...tools.filter((tool) => !tool.disabled).map((tool) => tool.key)];
  const tabStop = usable.includes(stop) ? stop : (tools.find((tool) => !tool.disabled)?.key ?? FONT_KEY);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(toolbarRef.current?.querySelectorAll<HTMLElement>('[data-tool]:not(:disabled)') ?? [])];
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  const toolProps = (key: string) => ({
    'data-tool': key,
    tabIndex: key === tabStop ? 0 : -1,
    onFocus: () => setStop(key),
  });

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t('editor.toolbar', { label })}
      aria-controls={contentId}
      className="editor__toolbar"
      onKeyDown={onKeyDown}
    >
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className={`editor__tool editor__tool--${tool.key}`}
          aria-label={t(`editor.tool.${tool.key}`)}
          title={t(`editor.tool.${tool.key}`)}
          aria-pressed={tool.pressed}
          aria-busy={tool.busy || undefined}
          disabled={tool.disabled}
          // the text keeps focus (and a phone its keyboard) while a formatting tool is pressed
          onMouseDown={tool.opensDialog ? undefined : (event) => event.preventDefault()}
          onClick={tool.run}
          {...toolProps(tool.key)}
        >
          {/* the Korean name speaks for the glyph (B, H2, ...) */}
          <span aria-hidden="true">{tool.icon}</span>
        </button>
      ))}
      <select
        className="editor__font"
        aria-label={t('editor.font.label')}
        title={t('editor.font.label')}
        value={state.font}
        // no focus move here: arrow keys change a closed select's value, and the user is still choosing
        onChange={(event) => {
          const font = event.target.value;
          if (font) editor.chain().setFontFamily(font).run();
          else editor.chain().unsetFontFamily().run();
        }}
        {...toolProps(FONT_KEY)}
      >
        <option value="">{t('editor.font.default')}</option>
        {EDITOR_FONTS.map((font) => (
          <option key={font.family} value={font.family} style={{ fontFamily: font.family }}>
            {font.label}
          </option>
        ))}
      </select>
      <input
        ref={setFileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // empty again, so that the same file can be chosen twice
          event.currentTarget.value = '';
          void insertImages(files);
        }}
      />
    </div>
  );
}
