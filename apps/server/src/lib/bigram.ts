/**
 * Bigram search tokens for Korean (decision 013): a two-syllable word has no trigram, so posts
 * store the bigrams of every word of their title, body text and writer, each prefixed with its
 * field, in a GIN-indexed text[]. Dependency-free: the benchmark seeder imports it from dist.
 */

export const SEARCH_FIELD_PREFIX = { ttl: 't:', cn: 'c:', wrtr: 'w:' } as const;
export type TSearchField = keyof typeof SEARCH_FIELD_PREFIX;

/** Words of a text: NFKC (full-width forms fold), lower case, split on anything not a letter, mark or digit. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The bigrams of one word (by code point); a one-character word is its own token. */
export function wordBigrams(word: string): string[] {
  const chars = [...word];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Every token of the given fields, field-prefixed and each once (stored in post.srch_tkns on every save). */
export function searchTokens(fields: Partial<Record<TSearchField, string | null | undefined>>): string[] {
  const tokens = new Set<string>();
  for (const field of Object.keys(SEARCH_FIELD_PREFIX) as TSearchField[]) {
    const prefix = SEARCH_FIELD_PREFIX[field];
    for (const word of searchWords(fields[field])) for (const gram of wordBigrams(word)) tokens.add(prefix + gram);
  }
  return [...tokens];
}

/**
 * The tokens (without field prefix) a post must hold to contain the search word: the bigrams of
 * its words of two characters or more; only when it has none, its one-character words (matched
 * as whole one-character words, decision 013). Empty: the word has no letters or digits.
 */
export function bigramQuery(word: string): string[] {
  const words = searchWords(word);
  const long = words.filter((w) => [...w].length > 1);
  return [...new Set((long.length > 0 ? long : words).flatMap(wordBigrams))];
}

/** bigramQuery with a field's prefix, ready for `srch_tkns @> ...`. */
export const fieldQuery = (field: TSearchField, word: string): string[] => bigramQuery(word).map((gram) => SEARCH_FIELD_PREFIX[field] + gram);
