/**
 * The judged search queries (issue 21): what shoppers type, in the 15 languages, each with the products it
 * must return in its first five. Made from the generated catalogue (the same products commerce holds), so
 * the judgement does not come from the search engine it measures: a query is made from one product's
 * words, corrupted the way shoppers type (reordered, unaccented, one or two typos, half typed, brand names
 * in Latin letters, a category's name, Chinese and Japanese without spaces), and the products it must
 * return are every product holding ALL the words meant, as whole words, in its name in the language, its
 * English name, its tags or its category's name. Queries meaning more than five products are left out.
 * Then the shopper queries written by hand (shopper-queries.ts: plurals, inflected forms, synonyms, product
 * types), each judged relevant to every product of the types it means (and of its brand), however many.
 *
 * `npm run generate:search-queries -w seed` writes storefront/server/testing/judged-queries.json; a test
 * checks the committed file is what this gives.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { LANGUAGES } from "@shop/contracts/languages"
import { generateCatalogue } from "../catalogue/generate"
import { createRng, seedFrom } from "../catalogue/prng"
import type { CatalogueProduct, Locale } from "../catalogue/types"
import { SHOPPER_QUERIES, type ShopperQuery } from "./shopper-queries"

export const JUDGED_QUERIES_FILE = path.resolve(__dirname, "../../../storefront/server/testing/judged-queries.json")
const LOCALES_DIR = path.resolve(__dirname, "../../../storefront/src/locales")

export type QueryKind = "words" | "reordered" | "unaccented" | "typo" | "missing-letter" | "two-typos" | "prefix" | "brand" | "category" | "no-spaces" | ShopperQuery["kind"]

export interface JudgedQuery {
  lang: string
  q: string
  kind: QueryKind
  /** Item ids the first five results must hold (all of them when there are up to five; a shopper query's can be many more). */
  relevant: number[]
}

/** Lower case, Latin accents and letters such as ł stripped: how a shopper's words are compared to a name's. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .replace(/ł/g, "l")
    .replace(/ß/g, "ss")
    .normalize("NFC")
const words = (text: string) => [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map(([word]) => word)
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu
/** A word typos can be made in: letters only, no Chinese or Japanese. */
const isPlainWord = (word: string) => /^\p{L}+$/u.test(word) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)

function categoryNames(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => [
      code,
      (JSON.parse(readFileSync(path.join(LOCALES_DIR, `${code}.json`), "utf8")) as { search: { categories: Record<string, string> } }).search.categories,
    ])
  )
}

export function judgedQueries(): JudgedQuery[] {
  const { products, tags } = generateCatalogue()
  const tagText = new Map(tags.map((tag) => [tag.value, tag.translations]))
  const categories = categoryNames()
  const queries: JudgedQuery[] = []

  for (const { code, locale } of LANGUAGES) {
    const loc = locale as Locale
    /** Every word a product can be found by in this language, folded. */
    const vocabulary = new Map<number, Set<string>>(
      products.map((p) => [
        p.item_id,
        new Set(
          [p.text[loc].title, p.text["en-US"].title, ...p.tags.map((tag) => tagText.get(tag)![loc]), categories[code]![p.category]!, categories.en![p.category]!]
            .flatMap(words)
            .map(fold)
        ),
      ])
    )
    const spaceless = new Map(products.map((p) => [p.item_id, p.text[loc].title.replace(/\s+/g, "")]))
    const holding = (meant: string[]) => products.filter((p) => meant.every((word) => vocabulary.get(p.item_id)!.has(fold(word)))).map((p) => p.item_id)
    const rng = createRng(seedFrom(`judged-queries:${code}`))
    const add = (kind: QueryKind, q: string, relevant: number[]) => {
      if (relevant.length >= 1 && relevant.length <= 5 && !queries.some((query) => query.lang === code && query.q === q)) queries.push({ lang: code, q, kind, relevant })
    }
    const sample = rng.sample(products, 80)

    for (const product of sample) {
      const name = words(product.text[loc].title)
      const english = words(product.text["en-US"].title)
      const meant = name.slice(0, 3)
      const relevant = holding(meant)
      if (count(queries, code, "words") < 5) add("words", meant.join(" "), relevant)
      if (count(queries, code, "reordered") < 3) add("reordered", [...meant].reverse().join(" "), relevant)
      const accented = name.find((word) => fold(word) !== word.toLowerCase() && isPlainWord(word))
      if (accented && count(queries, code, "unaccented") < 4) add("unaccented", `${fold(accented)} ${english[0]}`, holding([accented, english[0]!]))
      // Typing mistakes as the engine's rule counts them on the word typed: a wrong letter (the word keeps its
      // length) from 5 letters, a missing letter where 5 remain, two wrong letters from 9.
      const long = meant.filter((word) => isPlainWord(word) && [...word].length >= 5)
      if (long.length && count(queries, code, "typo") < 3) {
        const word = long[0]!
        add("typo", meant.map((w) => (w === word ? replaceAt(w, Math.floor([...w].length / 2)) : w)).join(" "), relevant)
      }
      const missing = meant.find((word) => isPlainWord(word) && [...word].length >= 6)
      if (missing && count(queries, code, "missing-letter") < 2)
        add("missing-letter", meant.map((w) => (w === missing ? dropAt(w, Math.floor([...w].length / 2)) : w)).join(" "), relevant)
      const longer = name.find((word) => isPlainWord(word) && [...word].length >= 9)
      if (longer && count(queries, code, "two-typos") < 3) {
        const others = meant.filter((word) => word !== longer).slice(0, 1)
        add("two-typos", [...others, replaceAt(replaceAt(longer, 6), 2)].join(" "), holding([...others, longer]))
      }
      const last = meant.at(-1)!
      if (isPlainWord(last) && [...last].length >= 5 && count(queries, code, "prefix") < 3)
        add("prefix", [...meant.slice(0, -1), [...last].slice(0, Math.ceil([...last].length * 0.6)).join("")].join(" "), relevant)
      if (code !== "en" && count(queries, code, "brand") < 3) add("brand", english.slice(0, 3).join(" "), holding(english.slice(0, 3)))
      if (count(queries, code, "category") < 2) {
        const meantWords = [...words(categories[code]![product.category]!), ...english.slice(0, 2)]
        add("category", meantWords.join(" "), holding(meantWords))
      }
      if ((code === "zh" || code === "ja") && count(queries, code, "no-spaces") < 6) {
        const run = product.text[loc].title.match(CJK_RUN)?.join("")
        if (run && run.length >= 2) {
          const brand = product.brand.split(" ")[0]!
          add(
            "no-spaces",
            `${brand}${run}`,
            products.filter((p) => vocabulary.get(p.item_id)!.has(fold(brand)) && spaceless.get(p.item_id)!.includes(run)).map((p) => p.item_id)
          )
        }
      }
    }
  }
  return [...queries, ...shopperQueries(products, queries)]
}

/** The hand-written shopper queries, each with every product of its types (and brand) as relevant. */
function shopperQueries(products: CatalogueProduct[], generated: JudgedQuery[]): JudgedQuery[] {
  const judged: JudgedQuery[] = []
  for (const { lang, q, kind, types, brand } of SHOPPER_QUERIES) {
    const meant = products.filter((p) => (types as string[]).includes(p.type))
    const relevant = meant.filter((p) => brand === undefined || p.brand === brand).map((p) => p.item_id)
    if (!relevant.length) throw new Error(`shopper query "${q}" (${lang}) means no product: no ${brand} ${types.join("/")}`)
    if ([...generated, ...judged].some((query) => query.lang === lang && query.q.toLowerCase() === q.toLowerCase()))
      throw new Error(`shopper query "${q}" (${lang}) is judged twice`)
    judged.push({ lang, q, kind, relevant })
  }
  return judged
}

const count = (queries: JudgedQuery[], lang: string, kind: QueryKind) => queries.filter((query) => query.lang === lang && query.kind === kind).length
/** The letter at `at` replaced by the word's next different letter (a neighbour's mistake, in the word's own script). */
const replaceAt = (word: string, at: number) => {
  const letters = [...word]
  const other =
    letters.find((letter, i) => i > at && letter.toLowerCase() !== letters[at]!.toLowerCase()) ?? letters.find((letter) => letter.toLowerCase() !== letters[at]!.toLowerCase())!
  letters[at] = other.toLowerCase()
  return letters.join("")
}
const dropAt = (word: string, at: number) => {
  const letters = [...word]
  letters.splice(Math.min(at, letters.length - 1), 1)
  return letters.join("")
}

export const serializeJudgedQueries = () => `${JSON.stringify(judgedQueries(), null, 1)}\n`

if (process.argv[1] === __filename) {
  writeFileSync(JUDGED_QUERIES_FILE, serializeJudgedQueries())
  const written = judgedQueries()
  const byKind = written.reduce<Record<string, number>>((acc, query) => ({ ...acc, [query.kind]: (acc[query.kind] ?? 0) + 1 }), {})
  console.log(`${written.length} judged queries in ${new Set(written.map((q) => q.lang)).size} languages → ${path.relative(process.cwd(), JUDGED_QUERIES_FILE)}`, byKind)
}
