/**
 * One delivery promise (issue 57): the home page, the FAQ and the shipping page said "7–14 days worldwide",
 * "up to 14 days", "10–14 рабочих дней" while the shipping table's longest route took 18–24. Now no UI string and
 * no CMS text writes a delivery time out: each names a zone's from the table (`{{europeDays}}`,
 * `{{worldwideDays}}`), and what a shopper reads carries the table's times, in every language.
 */
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { withoutIsolates } from "@shop/contracts/bidi"
import type { CommerceShippingRate } from "@shop/contracts/commerce-api"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { formatCount } from "@shop/contracts/plurals"
import { deliveryTimes, deliveryTimesInWords } from "../../src/features/shipping/delivery-times.js"
import { createRenderI18n } from "../../src/lib/i18n-render.js"
import { shippingTable } from "../shipping/shipping-table.js"
import { cmsDocuments, strings, uiStrings } from "../testing/shop-copy.js"
import { fillCopyValues } from "./copy-values.js"

const rate = (country: string, zone: CommerceShippingRate["zone"], days: [number, number]): CommerceShippingRate => ({
  country,
  zone,
  days,
  usd: 10,
  free_from_usd: 117.65,
  prices: pricesOf(10, SPEC_RATES),
  free_from: pricesOf(117.65, SPEC_RATES),
})
/** The table as the issue found it: Europe in 1–5 days, the longest route (the Pacific islands) 18–24. */
const RATES = [rate("DE", "europe", [1, 2]), rate("GB", "europe", [3, 5]), rate("US", "worldwide", [7, 10]), rate("JM", "worldwide", [12, 16]), rate("FJ", "worldwide", [18, 24])]

/** What shoppers read of the CMS: FAQ entries, pages and the site settings (the e-mails' copy is another test's). */
const shopperTexts = cmsDocuments.filter((document) => ["faqItem", "page", "siteSettings"].includes(document._type)).flatMap((document) => strings(document, document._id))
const uiTexts = LANGUAGE_CODES.flatMap((language) => strings(uiStrings(language), `${language}.json`))

/** A day range ("1–3", "1 à 3", "من 1 إلى 3", "1～3") followed by a word for days, in any of the shop's languages. */
const DAY_RANGE =
  /(\d+)\s*(?:[–—\-~～〜]|à|a|до|إلى|to)\s*(\d+)[^\d]{0,10}?(?:day|días?|dias?|jours?|giorn|Tag|Werktag|dni|dnia|дн|день|日|天|일|يوم|أيام|दिन|कार्यदिवस|দিন|কার্যদিবস|hari)/iu
/** Refunds take 3–5 business days: a promise of its own, not a delivery time. */
const REFUND_DAYS = (from: string, to: string) => from === "3" && to === "5"
/** The same-day dispatch cut-off, the one figure a delivery line may write out ("14:00", "14 h", "14h00", "14時", "오후 2시", "14.00"). */
const CUT_OFF = /14[:.]00|14 ?h(00)?|14時|오후 2시/g

describe("one delivery promise: the shipping table's", () => {
  test("no UI string and no CMS text writes out a delivery time in days (refunds' 3–5 business days aside)", () => {
    const written = [...uiTexts, ...shopperTexts].flatMap(([at, text]) => {
      const match = DAY_RANGE.exec(text)
      return match && !REFUND_DAYS(match[1]!, match[2]!) ? [`${at}: ${match[0]}`] : []
    })
    assert.deepEqual(written, [])
  })

  test("the home page's, the FAQ's and the shipping page's delivery lines name the zones' times and no figure of their own", () => {
    const lines = [
      ...uiTexts.filter(([at]) => /\.json:home\.(hero\.(description|delivery)|features\.fast\.(days|text))$/.test(at)),
      ...shopperTexts.filter(([at]) => /^faq-01-\w+\.answer|^page-shipping-\w+\.highlights\[0\]/.test(at)),
    ]
    // Four UI strings, and at least the FAQ's answer and the first highlight's title and text, in each language.
    assert.ok(lines.length >= 15 * 7, `${lines.length} lines`)
    for (const [at, text] of lines) assert.doesNotMatch(text.replace(/\{\{\w+\}\}/g, "").replace(CUT_OFF, ""), /\d/, at)
    for (const language of LANGUAGE_CODES) {
      const ui = uiStrings(language) as { home: { hero: { delivery: string }; features: { fast: { days: string } } } }
      for (const text of [ui.home.hero.delivery, ui.home.features.fast.days])
        assert.match(text, /\{\{europeDays\}\}[^]*\{\{worldwideDays\}\}|\{\{worldwideDays\}\}[^]*\{\{europeDays\}\}/, `${language}: ${text}`)
      const faq = shopperTexts.filter(([at]) => at.startsWith(`faq-01-${language}.answer`)).map(([, text]) => text)
      assert.ok(faq.some((text) => text.includes("{{europeDays}}")) && faq.some((text) => text.includes("{{worldwideDays}}")), `${language}: the FAQ's delivery answer`)
    }
  })

  for (const language of LANGUAGE_CODES) {
    test(`${language}: the home page and the FAQ say the table's times, its longest route's 24 days included`, () => {
      const { t } = createRenderI18n(language, uiStrings(language))
      const times = deliveryTimesInWords(deliveryTimes(shippingTable(language, RATES).rates), language, t)
      const europe = formatCount([1, 5], language)
      const worldwide = formatCount([7, 24], language)
      for (const key of ["home.hero.delivery", "home.features.fast.days"]) {
        const shown = withoutIsolates(t(key, { ...times }))
        assert.ok(shown.includes(europe) && shown.includes(worldwide), `${language} ${key}: ${shown}`)
      }
      const faq = cmsDocuments.find((document) => document._id === `faq-01-${language}`)!
      const answer = strings(fillCopyValues(faq.answer, { freeShippingFrom: null, countriesShippedTo: null, ...times })).map(([, text]) => text)
      assert.ok(answer.includes(europe) && answer.includes(worldwide), `${language} FAQ: ${answer.join(" ")}`)
    })
  }
})
