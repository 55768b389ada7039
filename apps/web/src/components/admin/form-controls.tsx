import { Checkbox } from 'antd';
import { useId } from 'react';
import { Editor } from '../editor';

/** Checkboxes of one form field as a named group (the label's `for` cannot name a group). */
export function CheckGroupField({
  id,
  value,
  onChange,
  label,
  options,
}: {
  id?: string;
  value?: string[];
  onChange?: (v: string[]) => void;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group options={options} value={value} onChange={(next) => onChange?.(next)} />
    </div>
  );
}

/** The shared rich-text editor as an antd form control (Form.Item hands it its id, value and change). */
export function EditorControl({
  id,
  value,
  onChange,
  label,
  name,
  ...aria
}: {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  label: string;
  /** the form field name (a form focuses the first invalid field by name) */
  name?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  const ownId = useId();
  return (
    <Editor
      id={id ?? ownId}
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(html) => onChange?.(html)}
      invalid={aria['aria-invalid'] === true || aria['aria-invalid'] === 'true'}
      describedBy={aria['aria-describedby']}
    />
  );
}
