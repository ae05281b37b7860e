/**
 * Word forms: "watches" finds watch, "Uhren" Uhr, "telefony" telefon. Each language's stemmer from nlp.js
 * (Snowball's algorithms for en, de, fr, es, it, pt, ru; nlp.js's own light stemmers for pl, id, ar, hi, bn)
 * cuts a word to its stem; the index notes each word's stem beside the word, and a query word matches the
 * words that share its stem, ranked after the word itself and before a prefix or a typo. Chinese and
 * Japanese do not inflect their nouns (and are matched by character pairs); Korean's particles have no
 * stemmer here yet (docs/adr/0014-search-word-forms.md).
 */
import { StemmerAr } from "@nlpjs/lang-ar"
import { StemmerBn } from "@nlpjs/lang-bn"
import { StemmerDe } from "@nlpjs/lang-de"
import { StemmerEn } from "@nlpjs/lang-en-min"
import { StemmerEs } from "@nlpjs/lang-es"
import { StemmerFr } from "@nlpjs/lang-fr"
import { StemmerHi } from "@nlpjs/lang-hi"
import { StemmerId } from "@nlpjs/lang-id"
import { StemmerIt } from "@nlpjs/lang-it"
import { StemmerPl } from "@nlpjs/lang-pl"
import { StemmerPt } from "@nlpjs/lang-pt"
import { StemmerRu } from "@nlpjs/lang-ru"
import { foldText, type Token } from "./text.js"

const STEMMERS: Record<string, NlpJsStemmerClass> = {
  ar: StemmerAr,
  bn: StemmerBn,
  de: StemmerDe,
  en: StemmerEn,
  es: StemmerEs,
  fr: StemmerFr,
  hi: StemmerHi,
  id: StemmerId,
  it: StemmerIt,
  pl: StemmerPl,
  pt: StemmerPt,
  ru: StemmerRu,
}

/** Words shorter than this keep their form: stemming "tv" or "pro" only joins unrelated words. */
const SHORTEST = 4
/** Stems worked out so far per language (bounded: past this it starts over). */
const KEPT = 100_000

/** A word's stem, folded as search compares words; undefined when it has none of its own (the stem is the word). */
export type WordForm = (token: Token) => string | undefined

const byLocale = new Map<string, WordForm | undefined>()

/** The stemming of `locale`'s language (one per language, its stems kept), or undefined for a language without one. */
export function wordFormOf(locale: string): WordForm | undefined {
  if (!byLocale.has(locale)) byLocale.set(locale, makeWordForm(locale))
  return byLocale.get(locale)
}

function makeWordForm(locale: string): WordForm | undefined {
  const Stemmer = STEMMERS[locale.slice(0, 2)]
  if (!Stemmer) return undefined
  const stemmer = new Stemmer()
  const stems = new Map<string, string | undefined>()
  return (token) => {
    // Model numbers, capacities and character pairs are matched as written.
    if (token.cjk || token.text.length < SHORTEST || /\p{N}/u.test(token.text)) return undefined
    if (stems.has(token.text)) return stems.get(token.text)
    if (stems.size >= KEPT) stems.clear()
    let stem: string | undefined
    try {
      // The stemmers know the language's letters (ö, ł, ё): they get the word as written, the result is folded.
      stem = foldText(stemmer.stemWord(token.surface ?? token.text), locale)
    } catch {
      stem = undefined
    }
    const form = stem && stem !== token.text ? stem : undefined
    stems.set(token.text, form)
    return form
  }
}
