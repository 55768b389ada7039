import { useId } from 'react';
import { Editor } from '../../../components/editor';

type TEditorFieldProps = {
  /** the field's label text: the editing area's accessible name */
  label: string;
  readOnly?: boolean;
  // given by antd's Form.Item
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/**
 * The rich-text editor as an antd form control: Form.Item hands a control its id, value, change
 * and its error and hint ids; the editor takes them under its own prop names.
 */
export function EditorField({ label, readOnly, id, value, onChange, onBlur, ...aria }: TEditorFieldProps) {
  const ownId = useId();
  return (
    <Editor
      id={id ?? ownId}
      label={label}
      value={value ?? ''}
      onChange={(html) => onChange?.(html)}
      onBlur={onBlur}
      readOnly={readOnly}
      invalid={aria['aria-invalid'] === true || aria['aria-invalid'] === 'true'}
      describedBy={aria['aria-describedby']}
    />
  );
}

/** A body says nothing when it has neither text nor an image (the server's own test of emptiness). */
export const isEmptyHtml = (html: string | undefined) => {
  const value = html ?? '';
  if (value.includes('<img')) return false;
  return new DOMParser().parseFromString(value, 'text/html').body.textContent?.trim() === '';
};
