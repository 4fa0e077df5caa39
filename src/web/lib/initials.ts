/**
 * A person's or a company's initials, as the avatars and logos draw them (issue #30): taken by
 * grapheme cluster (`Intl.Segmenter`), so a letter outside the Basic Multilingual Plane, an emoji
 * or a letter with combining marks stays whole instead of becoming half a surrogate pair
 * ("Zoë Nguyễn-Øster 🦄" → "ZN", never "Z\uFFFD").
 */

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The first grapheme cluster of `word` ('' for ''); code points where `Intl.Segmenter` is missing. */
function firstGrapheme(word: string): string {
  if (segmenter) {
    for (const { segment } of segmenter.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

/** True when `grapheme` starts with a letter of any script. */
const startsWithLetter = (grapheme: string) => /^\p{L}/u.test(grapheme);

/**
 * Up to two initials, upper-cased: the first grapheme of the first and of the last word that
 * starts with a letter ("Ana María López" → "AL", "Zoë 🦄" → "Z"). A name with no word starting
 * with a letter gives its first grapheme ("🦄" → "🦄"); an empty name gives "?".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lettered = words.map(firstGrapheme).filter(startsWithLetter);
  if (lettered.length === 0) return words[0] ? firstGrapheme(words[0]) : '?';
  const first = lettered[0] ?? '';
  const last = lettered.length > 1 ? (lettered[lettered.length - 1] ?? '') : '';
  return (first + last).toUpperCase();
}
