/**
 * What native readers stumbled on (issue 57), held in every language's UI strings and, where it says so, the
 * CMS's text (FAQ, pages, settings): one word per notion, case endings attached, count strings that agree with
 * themselves, one range style, figures in the language's own notation, and a flag beside its country.
 */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { isolate, withoutIsolates } from "@shop/contracts/bidi"
import { LANGUAGE_CODES, languageByCode, type LanguageCode } from "@shop/contracts/languages"
import { createRenderI18n } from "../../src/lib/i18n-render.js"
import { cmsDocuments, strings, uiStrings } from "../testing/shop-copy.js"

/** A language's UI strings and its CMS text shoppers read (FAQ, pages). */
const textsOf = (language: LanguageCode): [string, string][] => [
  ...strings(uiStrings(language), `${language}.json`),
  ...cmsDocuments.filter((document) => document.language === language && ["faqItem", "page"].includes(document._type)).flatMap((document) => strings(document, document._id)),
]

describe("wording native readers expect", () => {
  it("Hindi and Bengali have one word each for the warranty and for a business day (वारंटी, कार्यदिवस; ওয়ারেন্টি, কার্যদিবস)", () => {
    const others: Partial<Record<LanguageCode, RegExp>> = { hi: /गारंटी|कार्य दिवस|व्यावसायिक दिन|कारोबारी दिन/, bn: /গ্যারান্টি|কর্মদিবস|কাজের দিন|ব্যবসায়িক দিন/ }
    const found = (["hi", "bn"] as const).flatMap((language) =>
      textsOf(language)
        .filter(([, text]) => others[language]!.test(text))
        .map(([at, text]) => `${at}: ${text}`)
    )
    assert.deepEqual(found, [])
  })

  it("Bengali attaches a case ending to the value it follows with a hyphen (“{{email}}-এ”, “{{number}}-এর”), as the rest of the UI does", () => {
    const detached = textsOf("bn").filter(([, text]) => /(\}\}|[A-Za-z0-9)”])\s(এর|এ|কে|তে|র)(?=[\s।,;:!?]|$)/u.test(text))
    assert.deepEqual(detached, [])
  })

  for (const language of LANGUAGE_CODES) {
    it(`${language}: the search panel's "see all" line opens with the same words for every count past two (Russian "21 результат" dropped the "Все" of "Все 22 результата")`, () => {
      const { t } = createRenderI18n(language, uiStrings(language))
      const opening = (count: number) => withoutIsolates(t("search.seeAll", { count, q: "q" })).split(String(count))[0]
      const openings = new Set([3, 5, 11, 21, 22, 101].map(opening))
      assert.equal(openings.size, 1, `${language}: ${[...openings].join(" | ")}`)
    })
  }

  it("Japanese and Korean write a range with the dash the shipping table uses (“8–12営業日”), and Japanese puts no space between a count and its counter (“検索結果22件”)", () => {
    const otherRange = /\d\s*[～〜~]\s*\d/
    // Times and e-mail addresses may keep their spaces: only counts are checked.
    const spacedCount =
      /\{\{(count|total|days|page|quantity)\}\} [\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}] \{\{(count|total|days|page|quantity)\}\}/u
    const found = (["ja", "ko"] as const).flatMap((language) =>
      textsOf(language)
        .filter(([, text]) => otherRange.test(text) || (language === "ja" && spacedCount.test(text)))
        .map(([at, text]) => `${at}: ${text}`)
    )
    assert.deepEqual(found, [])
  })

  for (const language of LANGUAGE_CODES) {
    it(`${language}: the home page's customer figure is 50,000 written the language's way ("50K+" was English everywhere)`, () => {
      const figure = (uiStrings(language) as { home: { stats: { customersFigure: string } } }).home.stats.customersFigure
      const { locale } = languageByCode(language)
      const ways = [{ notation: "compact" } as const, { notation: "compact", compactDisplay: "long" } as const, {}].map((options) =>
        new Intl.NumberFormat(locale, { ...options, numberingSystem: "latn" }).format(50_000)
      )
      const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]/g, " ")
      assert.ok(
        ways.some((way) => spaced(figure).includes(spaced(way))),
        `${language}: ${figure} is none of ${ways.join(", ")}`
      )
    })
  }

  it("no language says every product is in stock: some are sold out or down to their last units (each product's badge says which)", () => {
    const allInStock: Record<LanguageCode, RegExp> = {
      en: /all in stock/i,
      de: /alles vorrätig|alle vorrätig/i,
      fr: /tous en stock/i,
      es: /todo en stock/i,
      it: /tutti disponibili/i,
      pl: /wszystko dostępne/i,
      pt: /todos em stock/i,
      ru: /всё в наличии|все в наличии/i,
      ja: /すべて[^。]*在庫があります/,
      zh: /均在[^。]*现货/,
      ko: /모두[^.]*재고가 있습니다/,
      ar: /جميعها متوفرة/,
      hi: /सभी[^।]*स्टॉक में/,
      bn: /সবই[^।]*স্টকে আছে/,
      id: /semuanya tersedia/i,
    }
    const found = LANGUAGE_CODES.flatMap((language) =>
      textsOf(language)
        .filter(([, text]) => allInStock[language].test(text))
        .map(([at, text]) => `${at}: ${text}`)
    )
    assert.deepEqual(found, [])
  })

  it("the product page's delivery line isolates the flag and the country each on its own, so in Arabic the flag stays beside the name, not the colon", () => {
    for (const language of LANGUAGE_CODES) {
      const { t } = createRenderI18n(language, uiStrings(language))
      for (const key of ["shipping.deliveryTo", "shipping.deliveryToFree"]) {
        const line = t(key, { flag: "🇸🇦", country: "السعودية", days: "6–9", count: 9, price: "$17.99" })
        assert.ok(line.includes(`${isolate("🇸🇦")} ${isolate("السعودية")}`), `${language} ${key}: ${line}`)
      }
    }
  })
})
