import { randomInt } from 'node:crypto';
import { checkPasswordPolicy } from '@portal/contract';

/** Look-alike characters (l/1/I, O/0) are left out: the sheet is read and typed by pupils. */
const SETS = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!@#$%*'] as const;
const ALL = SETS.join('');
const LENGTH = 10;

/**
 * A temporary password from the CSPRNG (SECURITY 10): 10 characters with each of the four kinds,
 * drawn again until it also passes the shared policy for this account (no id, birth date or run).
 */
export function temporaryPassword(who: { userId: string; brdt?: string | null }): string {
  for (;;) {
    const chars = SETS.map((set) => set[randomInt(set.length)]!);
    while (chars.length < LENGTH) chars.push(ALL[randomInt(ALL.length)]!);
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const pswd = chars.join('');
    if (!checkPasswordPolicy(pswd, who)) return pswd;
  }
}
