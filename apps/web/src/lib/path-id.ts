const INT4_MAX = 2_147_483_647;

/**
 * The record id an address names (`12` of `/x/view/12` or `?id=12`): a positive int4 written in plain
 * digits, else undefined. 'abc', '0', '1.5', '0x10', '1e3', ' 12' and ids past int4 name no record
 * (the page shows not found), never another one.
 */
export function pathId(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= INT4_MAX ? id : undefined;
}
