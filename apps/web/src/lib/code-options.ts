/** antd Select options from a contract code table ({ code: Korean label }), '전체' first when asked. */
export const codeOptions = (codes: Readonly<Record<string, string>>, all?: string) => [
  ...(all === undefined ? [] : [{ value: '', label: all }]),
  ...Object.entries(codes).map(([value, label]) => ({ value, label })),
];

/** The Korean label of a code, or the code itself when the table does not know it. */
export const codeLabel = (codes: Readonly<Record<string, string>>, code: string | null | undefined) => (code ? (codes[code] ?? code) : '');

/** Drops empty filters, so the query string carries only the ones in use. */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
