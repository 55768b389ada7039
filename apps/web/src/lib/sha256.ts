/** SHA-256 of a UTF-8 text as 64 lower-case hex characters, by the browser (the verifiable draws' hash, contract cpn-draw.ts). */
export async function subtleSha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
