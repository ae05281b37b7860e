/**
 * How search reads text: what a shopper types and what a product says are folded alike (case per language,
 * Latin accents and letters such as ł and ß, Arabic letter variants and diacritics, ё) and cut into words.
 * Chinese and Japanese have no spaces between words: their runs of characters are cut into overlapping
 * pairs (bigrams), so a query typed without spaces matches the pairs of the name it was taken from.
 */

/** Latin letters that have no decomposition to strip (ł is not l plus a mark). */
const LATIN_LETTERS: Record<string, string> = { ł: "l", ø: "o", ß: "ss", æ: "ae", œ: "oe", đ: "d", ı: "i", þ: "th", ð: "d" }
const LATIN_LETTER = new RegExp(`[${Object.keys(LATIN_LETTERS).join("")}]`, "g")
/** Arabic: short vowels and other marks, tatweel, and the letter variants shoppers type interchangeably. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g
const ARABIC_LETTERS: Record<string, string> = { أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ى: "ي", ة: "ه", ؤ: "و", ئ: "ي" }
const ARABIC_LETTER = new RegExp(`[${Object.keys(ARABIC_LETTERS).join("")}]`, "g")

/**
 * `text` as search compares it. NFKC first (full-width Latin, ligatures, half-width kana); marks are
 * stripped only after Latin letters (and ё's diaeresis): in Devanagari, Bengali or Japanese they are part
 * of the letter. Hangul syllables, taken apart by NFD, are put back together by the final NFC.
 */
export function foldText(text: string, locale: string): string {
  return foldWord(lowered(text, locale))
}

const ASCII = /^[\u0020-\u007e]*$/

/**
 * NFKC and lower case. toLowerCase (the default Unicode mapping) equals toLocaleLowerCase for every language
 * of the shop (only Turkish, Azeri and Lithuanian differ) and costs far less; ASCII needs no NFKC.
 */
function lowered(text: string, _locale: string): string {
  return (ASCII.test(text) ? text : text.normalize("NFKC")).toLowerCase()
}

/** Words folded so far: a catalogue repeats the same few thousand words (bounded: past this it starts over). */
const folded = new Map<string, string>()
const FOLDED_KEPT = 200_000

/** The folding after NFKC and lower case, on one word (or a whole text). */
function foldWord(lowered: string): string {
  // ASCII has nothing to fold (already lower case): most words of the Latin-script languages.
  if (ASCII.test(lowered)) return lowered
  let word = folded.get(lowered)
  if (word === undefined) {
    if (folded.size >= FOLDED_KEPT) folded.clear()
    folded.set(lowered, (word = foldNonAscii(lowered)))
  }
  return word
}

function foldNonAscii(lowered: string): string {
  return lowered
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .replace(/(\p{Script=Cyrillic})\u0308/gu, "$1")
    .replace(LATIN_LETTER, (letter) => LATIN_LETTERS[letter]!)
    .replace(ARABIC_MARKS, "")
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter]!)
    .normalize("NFC")
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+/gu
/** A cheap first look: Han, kana and their marks all lie in these blocks. */
const MAY_BE_CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF66-\uFF9F]|[\uD840-\uD87F]/

/** A word of a text, and whether it is a pair (or single character) cut from a Chinese or Japanese run. */
export interface Token {
  /** Folded: what is compared. */
  text: string
  cjk: boolean
  /** As written, in lower case (what a "did you mean" shows); the same as `text` for pairs. */
  surface?: string
}

/**
 * The words of `text`, folded; Chinese and Japanese runs as overlapping pairs (a lone character as itself).
 * `bridgeRuns` (a product's texts): runs apart only by spaces or punctuation ("无线耳机 黑色") also give the
 * pair across the gap ("机黑"), so that the same words typed without a space still match.
 */
export function tokenize(text: string, locale: string, options: { bridgeRuns?: boolean } = {}): Token[] {
  const tokens: Token[] = []
  /** The last character of the previous word when it ended with a run. */
  let runEnd: string | undefined
  for (const [written] of lowered(text, locale).matchAll(WORD)) {
    const word = foldWord(written)
    let last = 0
    for (const run of MAY_BE_CJK.test(word) ? word.matchAll(CJK) : []) {
      if (run.index > last) tokens.push({ text: word.slice(last, run.index), cjk: false })
      const characters = [...run[0]]
      if (options.bridgeRuns && run.index === 0 && runEnd !== undefined) tokens.push({ text: runEnd + characters[0]!, cjk: true })
      if (characters.length === 1) tokens.push({ text: characters[0]!, cjk: true })
      for (let i = 0; i + 1 < characters.length; i++) tokens.push({ text: characters[i]! + characters[i + 1]!, cjk: true })
      last = run.index + run[0].length
      runEnd = last === word.length ? characters.at(-1) : undefined
    }
    if (last === 0) tokens.push({ text: word, cjk: false, surface: written })
    else if (last < word.length) tokens.push({ text: word.slice(last), cjk: false })
    if (last < word.length) runEnd = undefined
  }
  return tokens
}

/**
 * How many typing mistakes a word may carry and still match (one from 5 letters, two from 9, as the stores
 * shoppers compare us with allow); none in a word with digits (a model number, "256"), nor in a Chinese or
 * Japanese pair.
 */
export function typosAllowed(token: Token): number {
  if (token.cjk || /\p{N}/u.test(token.text)) return 0
  const length = [...token.text].length
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}
