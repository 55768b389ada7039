import { type ReactNode, useId } from 'react';

/** A visible label tied to its control by id (the question's fieldset legend gives the context). */
export function Labeled({ label, children, wide }: { label: string; children: (id: string) => ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <div className={wide ? 'srvy-adm__field srvy-adm__field--wide' : 'srvy-adm__field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A visible name for a group of radios or checkboxes (role radiogroup / group), tied by aria-labelledby. */
export function LabeledGroup({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="srvy-adm__field">
      <span id={id} className="srvy-adm__label">
        {label}
      </span>
      {children(id)}
    </div>
  );
}
