/**
 * A translated sentence cut around some of its words, so that those words can become links while the sentence
 * stays one message in the catalogue (each language orders and inflects the words its own way; the words are
 * messages of their own, which translators copy from their sentence).
 */

/** A piece of the sentence: text as it is, or the phrase at index `phrase` of the list given. */
export type SentencePiece = string | { phrase: number };

/**
 * `sentence` as pieces, each phrase cut out at its first occurrence. A phrase that does not occur (or that
 * overlaps one before it) is left in the text, so the sentence always reads whole.
 */
export function splitAtPhrases(sentence: string, phrases: readonly string[]): SentencePiece[] {
  const found = phrases
    .map((phrase, index) => ({ index, phrase, at: phrase ? sentence.indexOf(phrase) : -1 }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  const pieces: SentencePiece[] = [];
  let from = 0;
  for (const hit of found) {
    if (hit.at < from) continue;
    if (hit.at > from) pieces.push(sentence.slice(from, hit.at));
    pieces.push({ phrase: hit.index });
    from = hit.at + hit.phrase.length;
  }
  if (from < sentence.length) pieces.push(sentence.slice(from));
  return pieces;
}
