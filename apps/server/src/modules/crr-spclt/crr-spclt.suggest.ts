import type { TPortfloInsp } from '@portal/contract';

/**
 * Suggested sentences of the career-activity remarks (issue 18), built only from the student's own
 * records of the school year, in the school record's style (a sentence ends in a noun form: 함, 됨,
 * 임). Deterministic: the same records always give the same sentences; the teacher edits them freely.
 */

/** The particle of a pair ('을/를') that follows `word`: the first after a final consonant, the second after a vowel. */
export function josa(word: string, pair: `${string}/${string}`): string {
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  const final = finalOf(word);
  // (으)로: a final ㄹ takes 로, as a vowel does
  if (withFinal === '으로' && final === 'ㄹ') return withoutFinal;
  return final ? withFinal : withoutFinal;
}

/** Digits read in Sino-Korean (일, 이, 삼 ...): which end in a consonant, and which in ㄹ. */
const DIGIT_FINAL: Record<string, string | null> = {
  '0': 'ㅇ',
  '1': 'ㄹ',
  '2': null,
  '3': 'ㅁ',
  '4': null,
  '5': null,
  '6': 'ㄱ',
  '7': 'ㄹ',
  '8': 'ㄹ',
  '9': null,
};
/** Latin letters read aloud that end in a consonant (el, em, en, ar). */
const LATIN_FINAL: Record<string, string> = { l: 'ㄹ', m: 'ㅁ', n: 'ㄴ', r: 'ㄹ' };

/** The final consonant of the word's last readable letter (ㄹ, ㄴ ...), null for a vowel; closing quotes and brackets are skipped. */
function finalOf(word: string): string | null {
  const last = [...word.replace(/[\s'"’”」』)\]]+$/u, '')].at(-1) ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? null : jong === 8 ? 'ㄹ' : 'ㅇ';
  }
  if (last in DIGIT_FINAL) return DIGIT_FINAL[last]!;
  return LATIN_FINAL[last.toLowerCase()] ?? null;
}

/** Common past-tense endings turned into the record's noun-form endings. */
const RECORD_ENDINGS: [RegExp, string][] = [
  [/(하였다|했다|하였음|한다)$/u, '함'],
  [/(되었다|됐다|된다)$/u, '됨'],
  [/(보았다|봤다)$/u, '봄'],
  [/있었다$/u, '있음'],
  [/없었다$/u, '없음'],
  [/느꼈다$/u, '느낌'],
  [/알았다$/u, '앎'],
  [/(이었다|였다|이다)$/u, '임'],
];

const MAX_CLAUSE = 150;

/** The first sentence of a text, without its closing punctuation, cut to a readable length. */
function firstSentence(text: string): string {
  const first = text.trim().split(/(?<=[.!?。])\s+|\n/u)[0] ?? '';
  const bare = first.replace(/[\s.!?。]+$/u, '');
  return [...bare].length > MAX_CLAUSE ? `${[...bare].slice(0, MAX_CLAUSE).join('')}…` : bare;
}

/** A clause in the record's style, ending in a full stop. */
export function recordStyle(text: string): string {
  let clause = firstSentence(text);
  for (const [ending, noun] of RECORD_ENDINGS) {
    if (ending.test(clause)) {
      clause = clause.replace(ending, noun);
      break;
    }
  }
  return `${clause}.`;
}

/** 'YYYY-MM-DD' as the record writes a day: 'YYYY.MM.DD.' */
const recordDay = (ymd: string) => `${ymd.replaceAll('-', '.')}.`;

export type TSuggestActv = { actvNm: string; actvYmd: string; actvPrps: string; actvCn: string; actvOpnn: string; dutyCr: string };

/** One activity's sentence: what, when, why and what was done, then the student's own impression. */
export function actvSentences(a: TSuggestActv): string[] {
  const purpose = firstSentence(a.actvPrps);
  const opinion = firstSentence(a.actvOpnn);
  return [
    `「${a.actvNm}」 활동(${recordDay(a.actvYmd)})에 참여하여 ${purpose}${josa(purpose, '을/를')} 목적으로 ${recordStyle(a.actvCn)}`,
    `활동 후 '${opinion}'${josa(opinion, '이라는/라는')} 소감을 밝힘.`,
  ];
}

export function inspSentence(r: TPortfloInsp): string {
  const day = recordDay(r.cmplAt.slice(0, 10));
  const scales = r.topScales.join(', ');
  const code = r.code ? ` '${r.code}' 유형으로` : '';
  return `${r.inspNm}(${day}) 결과${code} ${scales} 영역이 높게 나타남.`;
}

/** The job most of the activities relate to, when two or more share it. */
function mainDuty(actvs: readonly TSuggestActv[]): string | null {
  const counts = new Map<string, number>();
  for (const a of actvs) counts.set(a.dutyCr, (counts.get(a.dutyCr) ?? 0) + 1);
  const [best] = [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  return best && best[1] >= 2 ? best[0] : null;
}

/** Every suggested sentence for the year's activities (oldest first) and tests; empty when there is nothing to draw from. */
export function suggestRemarks(actvs: readonly TSuggestActv[], insp: readonly TPortfloInsp[]): string[] {
  const sentences = [...actvs.flatMap(actvSentences), ...insp.map(inspSentence)];
  const duty = mainDuty(actvs);
  if (duty) sentences.push(`${duty}${josa(duty, '과/와')} 관련된 활동에 꾸준히 참여하며 진로를 구체적으로 탐색함.`);
  return sentences;
}
