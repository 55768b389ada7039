/**
 * Prohibited words (admin prhbwdMng): the normaliser and the matcher shared by the server, which
 * refuses texts containing a word, and the web, which may warn before sending. Zod-free, so a
 * public page can use it without the schema library.
 *
 * Matching must see through the tricks writers use to slip a word past a filter (issue 4):
 * spacing, punctuation and symbols, zero-width and other invisible characters, full-width forms,
 * upper case and Hangul written as separate jamo. Both the admin's word and the text are reduced
 * to the same normal form; a word matches when its form occurs in the text's form. Words are
 * literal text, never patterns: nothing an administrator types is compiled into a RegExp.
 */

export const PRHBWD_NM_MAX = 50;

/**
 * Removed before comparing: punctuation (P), symbols (S, emoji included), separators (Z) and other
 * white space, control (Cc) and format (Cf: U+200B-U+200D, U+2060, U+FEFF, U+00AD, ...) characters,
 * and the rest of the default-ignorable set (variation selectors, Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0), which render as nothing.
 */
const INVISIBLE_OR_SEPARATOR = /[\p{P}\p{S}\p{Z}\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The comparable form of a text: NFKC (full-width and other compatibility forms to their plain
 * form; Hangul compatibility jamo to conjoining jamo), lower case, without the characters above,
 * then NFC, which composes jamo sequences into syllables once what separated them is gone
 * ('ᄇ ᅡ ᄇ ᅩ' and 'ㅂㅏㅂㅗ' both become '바보').
 */
export function normalizeProhibitedText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(INVISIBLE_OR_SEPARATOR, '').normalize('NFC');
}

/** The messages of a text refused for a prohibited word; `label` names the field when known. */
export const prohibitedWordMessage = (word: string, label?: string) =>
  label ? `${label}에 금지어(${word})가 포함되어 있습니다.` : `금지어(${word})가 포함되어 있습니다.`;

export type TProhibitedWordMatcher = {
  /** the number of distinct words (by normal form) the matcher looks for */
  readonly size: number;
  /** the words found in any of the texts, in the order they were given, each once */
  find(texts: readonly (string | null | undefined)[]): string[];
};

/**
 * An Aho-Corasick automaton over the words' normal forms (code points): each text is read once,
 * whatever the number of words, so a long post against a long list costs one pass. Words whose
 * normal form is empty (only symbols or spaces) can never match and are left out; of words with
 * the same form the first is reported.
 */
export function createProhibitedWordMatcher(words: readonly string[]): TProhibitedWordMatcher {
  const next: Map<string, number>[] = [new Map()];
  /** the longest proper suffix of a node's string that is also a prefix of some word */
  const fail: number[] = [0];
  /** the words ending exactly at a node */
  const own: number[][] = [[]];
  /** the nearest node on the fail chain where a word ends (-1: none) */
  const dict: number[] = [-1];
  const patterns: string[] = [];
  const forms = new Set<string>();

  for (const word of words) {
    const form = normalizeProhibitedText(word);
    if (!form || forms.has(form)) continue;
    forms.add(form);
    let node = 0;
    for (const ch of form) {
      let child = next[node]!.get(ch);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        fail.push(0);
        own.push([]);
        dict.push(-1);
        next[node]!.set(ch, child);
      }
      node = child;
    }
    own[node]!.push(patterns.length);
    patterns.push(word);
  }

  // Breadth-first, so a node's fail target (shallower) is complete before the node is reached.
  const queue = [...next[0]!.values()];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    for (const [ch, child] of next[node]!) {
      let f = fail[node]!;
      while (f !== 0 && !next[f]!.has(ch)) f = fail[f]!;
      const target = next[f]!.get(ch) ?? 0;
      fail[child] = target;
      dict[child] = own[target]!.length > 0 ? target : dict[target]!;
      queue.push(child);
    }
  }

  function scan(text: string, found: Set<number>): void {
    let node = 0;
    for (const ch of normalizeProhibitedText(text)) {
      while (node !== 0 && !next[node]!.has(ch)) node = fail[node]!;
      node = next[node]!.get(ch) ?? 0;
      for (let out = own[node]!.length > 0 ? node : dict[node]!; out !== -1; out = dict[out]!) {
        for (const p of own[out]!) found.add(p);
      }
      if (found.size === patterns.length) return;
    }
  }

  return {
    size: patterns.length,
    find(texts) {
      const found = new Set<number>();
      if (patterns.length === 0) return [];
      for (const text of texts) {
        if (text) scan(text, found);
        if (found.size === patterns.length) break;
      }
      return [...found].sort((a, b) => a - b).map((p) => patterns[p]!);
    },
  };
}
