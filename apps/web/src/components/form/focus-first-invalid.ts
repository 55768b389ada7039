import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Dotted paths of every message in an RHF errors tree ('period.start', 'items.0.name'). */
export function errorPaths(errors: FieldErrors<FieldValues>, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, node]) => {
    if (!node || typeof node !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const own = 'message' in node && typeof node.message === 'string' ? [path] : [];
    return [...own, ...errorPaths(node as FieldErrors<FieldValues>, path)];
  });
}

const related = (name: string, path: string) => name === path || name.startsWith(`${path}.`) || path.startsWith(`${name}.`);

/**
 * spec §5: on submit the first invalid field in document order gets focus. Returns the field
 * name that was focused, or undefined when no named control of the form matches.
 */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors<FieldValues>): string | undefined {
  const paths = errorPaths(errors);
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (!name || !(element instanceof HTMLElement) || element.matches(':disabled')) continue;
    const path = paths.find((p) => related(name, p));
    if (path) {
      element.focus();
      return path;
    }
  }
  return undefined;
}
