/** Excel opens a UTF-8 CSV as Korean text only with the byte-order mark (ARCHITECTURE: UTF-8-BOM CSV). */
export const UTF8_BOM = '\uFEFF';

/** A spreadsheet would run a cell starting with these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
