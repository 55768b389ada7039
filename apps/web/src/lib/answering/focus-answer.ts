/**
 * spec §5 for answering pages (inspection sheets, surveys): the question or item with the id is
 * brought into view and its chosen control (else its first enabled one) takes the focus.
 */
export function focusAnswer(id: string): void {
  const group = document.getElementById(id);
  if (!group) return;
  group.scrollIntoView?.({ block: 'center' });
  const target =
    group.querySelector<HTMLElement>('input:checked') ??
    group.querySelector<HTMLElement>('input:not(:disabled):not([type="hidden"]), textarea:not(:disabled), select:not(:disabled), button:not(:disabled)');
  target?.focus();
}
