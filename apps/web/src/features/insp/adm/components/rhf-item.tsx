import { Form } from 'antd';
import { type ReactNode, useId } from 'react';
import { type Control, type ControllerRenderProps, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** What a control receives: react-hook-form's field plus its id and the accessible wiring of its message. */
export type TRhfControlProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = ControllerRenderProps<T, N> & {
  id: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type TRhfItemProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: string;
  /** in a table cell: the label is the control's accessible name only */
  hideLabel?: boolean;
  /** a group of checkboxes or radios: the label names the group (role group), not one control */
  group?: boolean;
  required?: boolean;
  extra?: ReactNode;
  className?: string;
  children: (field: TRhfControlProps<T, N>) => ReactNode;
};

/**
 * An antd field (label, message under it) around a react-hook-form controller: the contract's rule
 * message or the server's field error shows under the control, which names it (aria-describedby).
 */
export function RhfItem<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  hideLabel,
  group,
  required,
  extra,
  className,
  children,
}: TRhfItemProps<T, N>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <Form.Item
      className={className}
      label={hideLabel ? undefined : label}
      htmlFor={group ? undefined : id}
      required={required}
      extra={extra}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span id={errorId}>{message}</span> : undefined}
    >
      {children({
        ...field,
        id,
        'aria-label': hideLabel ? label : undefined,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? errorId : undefined,
      })}
    </Form.Item>
  );
}
