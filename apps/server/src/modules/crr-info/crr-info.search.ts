import { bigramQuery, searchWords, wordBigrams } from '../../lib/bigram.js';

/**
 * The search tokens of a job (decision 013): the bigrams of every word of its name and aliases,
 * unprefixed (a job has one searched field), in the GIN-indexed job.srch_tkns.
 */
export function jobSearchTokens(jobNm: string, aliases: readonly string[]): string[] {
  return [...new Set([jobNm, ...aliases].flatMap(searchWords).flatMap(wordBigrams))];
}

/** The tokens a job must hold to contain the search word (empty: the word has no letters or digits). */
export const jobSearchQuery = (word: string): string[] => bigramQuery(word);
