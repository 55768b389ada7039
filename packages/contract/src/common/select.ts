/** spec §3: select, radio and checkbox items. */
export type TOptionItem = { key: string; value: string; label: string };
