/** A positive int4 id of the page path, or undefined ('abc', '0' and '1.5' are no id). */
export function cpnIdParam(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
