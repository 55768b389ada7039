/**
 * The verifiable coupon draw (SECURITY 21, issue 15 dayBsdCpnMng): one pure function that the
 * server runs at the draw and the browser runs again on the public verification page. It takes the
 * hash function as an argument, so the server passes node:crypto and the browser crypto.subtle.
 *
 * Algorithm 'sha256-mod-v1':
 * 1. The administrator creates the coupon day. The server draws a random seedSalt (CSPRNG) and
 *    derives seedHex = HMAC-SHA256(server secret, `day-bsd-cpn:${cpnId}:${seedSalt}`) (64 hex
 *    characters). It publishes commitHash = SHA-256(seedHex) at once, before any entry.
 * 2. At the draw the entries are frozen (entry number, entrant number, masked name) and the seed is
 *    revealed. Anyone checks SHA-256(seedHex) = commitHash.
 * 3. Winners: sort the entries by entryNo; remaining = that list; for k = 0, 1, 2, ... until
 *    winnerCnt winners are chosen or remaining is empty:
 *      h = SHA-256(`${seedHex}:${k}`) read as one unsigned number (hex, big-endian);
 *      i = h mod (number of remaining entries); take remaining[i] out of remaining;
 *      if its entrant has already won, it is dropped (one prize per student), else it wins.
 *    The winners are the chosen entry numbers in the order chosen.
 */
export const CPN_DRAW_ALGORITHM_VER = 'sha256-mod-v1';

/** The SHA-256 of a UTF-8 text, as 64 lower-case hex characters. */
export type TSha256Hex = (text: string) => Promise<string>;

export type TDrawEntry = { entryNo: number; entrantNo: number };

/** The winning entry numbers, in the order drawn (see the algorithm above). */
export async function drawWinners(seedHex: string, entries: readonly TDrawEntry[], winnerCnt: number, sha256Hex: TSha256Hex): Promise<number[]> {
  const remaining = [...entries].sort((a, b) => a.entryNo - b.entryNo);
  const winners: number[] = [];
  const won = new Set<number>();
  for (let k = 0; winners.length < winnerCnt && remaining.length > 0; k += 1) {
    const h = BigInt(`0x${await sha256Hex(`${seedHex}:${k}`)}`);
    const i = Number(h % BigInt(remaining.length));
    const [entry] = remaining.splice(i, 1);
    if (won.has(entry!.entrantNo)) continue;
    won.add(entry!.entrantNo);
    winners.push(entry!.entryNo);
  }
  return winners;
}

/** The commitment published before the entries: SHA-256 of the seed's hex text. */
export const commitOf = (seedHex: string, sha256Hex: TSha256Hex): Promise<string> => sha256Hex(seedHex);
