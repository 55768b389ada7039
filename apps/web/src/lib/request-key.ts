/**
 * A fresh key for one confirmed submit (SECURITY 19): the server applies a key once, so a double
 * click or a retry of the same submit has one effect. crypto.randomUUID needs a secure context;
 * getRandomValues does not, so an intranet served over plain http still gets a v4 UUID.
 */
export function newRequestKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
