import { Checkbox } from 'antd';

type TCheckGroupProps = {
  /** given by the antd Form.Item around it */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** the group's name for assistive technology (the Form.Item's label) */
  label: string;
  options: { value: string; label: string }[];
};

/** Checkboxes of one form field as a named group (the label's `for` cannot name a group). */
export function CheckGroup({ id, value, onChange, label, options }: TCheckGroupProps) {
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group options={options} value={value} onChange={(next) => onChange?.(next)} />
    </div>
  );
}
