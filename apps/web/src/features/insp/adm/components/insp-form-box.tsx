import { Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';

/**
 * A react-hook-form <form> laid out as the antd admin forms are (labels above the fields); the
 * browser's own checks are off, the contract's rules speak instead.
 */
export function InspFormBox({ onSubmit, label, children }: { onSubmit: (event: FormEvent) => Promise<void>; label: string; children: ReactNode }) {
  return (
    <Form layout="vertical" component={false}>
      <form noValidate aria-label={label} className="adm-insp__form" onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </Form>
  );
}
