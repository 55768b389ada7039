import { HOLLAND_NM, type THollandType } from '@portal/contract';

/** Latin letters whose Korean reading ends in a consonant (엘, 엠, 엔, 알): 'SR과', 'SAE와'. */
const LATIN_WITH_FINAL = new Set(['L', 'M', 'N', 'R']);

function endsWithConsonant(word: string): boolean {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return LATIN_WITH_FINAL.has(last.toUpperCase());
}

type TJosa = '와/과' | '이/가' | '은/는';

/** The word with the particle its last sound takes: ('사회형', '이/가') → '사회형이'. */
export function withJosa(word: string, josa: TJosa): string {
  const [afterVowel, afterConsonant] = (
    { '와/과': ['와', '과'], '이/가': ['가', '이'], '은/는': ['는', '은'] } as const satisfies Record<TJosa, readonly [string, string]>
  )[josa];
  return word + (endsWithConsonant(word) ? afterConsonant : afterVowel);
}

/** A type as people read it: 사회형(S). */
export const typeName = (type: THollandType) => `${HOLLAND_NM[type]}(${type})`;

/** Several names read as one: 사회형(S)·예술형(A), with the particle of the last one's sound. */
export function namesWithJosa(names: string[], josa: TJosa): string {
  const last = names.at(-1) ?? '';
  // the particle follows the word before the brackets: 사회형(S)이
  const spoken = last.replace(/\([^)]*\)$/, '');
  const joined = names.join('·');
  return joined + withJosa(spoken, josa).slice(spoken.length);
}
