import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import './editor-catalogue';
import './editor.css';

/** What a form needs of the editor: focus (react-hook-form's field.ref, Form's first-invalid focus). */
export type TEditorHandle = { focus: () => void };

/** The editor's props (spec §5). value and onChange carry the body as HTML. */
export type TEditorProps = {
  id: string;
  /** the accessible name of the editing area (the field's label text) */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  invalid?: boolean;
  /** id of the field's hint or error message */
  describedBy?: string;
  /** the form field name: Form focuses the first invalid field by name, in document order */
  name?: string;
  required?: boolean;
  /** react-hook-form's field.ref works here */
  ref?: Ref<TEditorHandle>;
  /** largest image in MB (EDITOR_IMAGE_MAX_SIZE_MB, as the server's editor uploads) */
  imageMaxSizeMb?: number;
};

const TiptapEditor = lazy(() => import('./tiptap-editor'));

function EditorLoading({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={['editor', 'editor--loading', readOnly && 'editor--readonly'].filter(Boolean).join(' ')} aria-busy="true">
      <span className="sr-only">{t('editor.loading')}</span>
    </div>
  );
}

/** Tiptap, loaded only where an editor is shown (ARCHITECTURE: the public first load stays small). */
export function Editor(props: TEditorProps) {
  return (
    <Suspense fallback={<EditorLoading readOnly={props.readOnly} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
