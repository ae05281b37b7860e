import { test } from "node:test"
import assert from "node:assert/strict"
import { LANGUAGES, type LanguageCode } from "@shop/contracts/languages"
import { PLURAL_CATEGORIES, PLURAL_SAMPLE_COUNTS, pluralCategories, pluralCategory } from "@shop/contracts/plurals"
import { LANGUAGES as PACKS } from "./languages/index"
import { PLURAL_FORMS } from "./languages/plural"
import { COUNTED as ar } from "./languages/ar"
import { COUNTED as de } from "./languages/de"
import { COUNTED as en } from "./languages/en"
import { COUNTED as es } from "./languages/es"
import { COUNTED as fr } from "./languages/fr"
import { COUNTED as it } from "./languages/it"
import { COUNTED as pl } from "./languages/pl"
import { COUNTED as pt } from "./languages/pt"
import { COUNTED as ru } from "./languages/ru"
import type { Feature, ProductSpec } from "./model"

/**
 * The packs whose nouns change with the count. zh, ja, ko and id have one plural category; hi and bn have two,
 * but their counted words keep one form after a number (दिन; घंटे before तक and का; a Bengali noun after a numeral or টি).
 */
const COUNTED: Partial<Record<LanguageCode, Record<string, Partial<Record<string, string>>>>> = { ar, de, en, es, fr, it, pl, pt, ru }

/** Every fact whose phrase puts a number before a noun, built for a given count. */
const COUNT_PHRASES = {
  screen: (n: number): Feature => ({ k: "screen", inches: n, oled: true }),
  playtime: (n: number): Feature => ({ k: "playtime", hours: n }),
  "battery-days": (n: number): Feature => ({ k: "battery-days", days: n }),
  "power-reserve": (n: number): Feature => ({ k: "power-reserve", hours: n }),
  limited: (n: number): Feature => ({ k: "limited", pieces: n }),
  ports: (n: number): Feature => ({ k: "ports", count: n }),
  length: (n: number): Feature => ({ k: "length", metres: n }),
  drop: (n: number): Feature => ({ k: "drop", metres: n }),
  gem: (n: number): Feature => ({ k: "gem", gem: "diamond", ct: n }),
}
type CountPhrase = keyof typeof COUNT_PHRASES

/** The phrases whose count can be a fraction, with one: fractions have a category of their own in pl, ru and ar. */
const FRACTIONS: Partial<Record<CountPhrase, number>> = { screen: 6.1, length: 0.5, drop: 1.5, gem: 0.5 }

/** Title and description of a product whose one fact is `feature` (also its title's headline, where gems are named). */
function text(language: LanguageCode, feature: Feature): string {
  const { locale } = LANGUAGES.find((l) => l.code === language)!
  const spec: ProductSpec = {
    type: "smartwatch",
    category: "electronics",
    brand: "Acme",
    model: "Test",
    colour: "black",
    kind: null,
    headline: [feature],
    features: [feature],
    variants: [],
    tags: [],
    copy: { intro: 0, adjective: 0, frame: 0, closing: -1, mentioned: [feature] },
  }
  return `${PACKS[locale].title(spec)}\n${PACKS[locale].description(spec)}`
}

/** The text with its numbers masked, so two counts can be compared by their words alone. */
const words = (s: string): string => s.replace(/\d+(?:[.,]\d+)?/g, "N")

const countsOf = (phrase: CountPhrase): number[] => [...PLURAL_SAMPLE_COUNTS, ...(FRACTIONS[phrase] === undefined ? [] : [FRACTIONS[phrase]])]

/** One port is a phrase of its own ("a single USB-C port"), and a gem of 0 ct is one sold by size: neither is a count. */
const isCount = (phrase: CountPhrase, n: number): boolean => !(phrase === "ports" && n === 1) && !(phrase === "gem" && n === 0)

test("each language's plural forms are exactly its CLDR categories", () => {
  for (const { code } of LANGUAGES) {
    assert.deepEqual(PLURAL_FORMS[code], pluralCategories(code), code)
    for (const [noun, forms] of Object.entries(COUNTED[code] ?? {})) {
      const listed = PLURAL_CATEGORIES.filter((category) => forms[category] !== undefined)
      assert.equal(Object.keys(forms).length, listed.length, `${code} ${noun}: ${Object.keys(forms).join(", ")}`)
      assert.deepEqual(listed, pluralCategories(code), `${code} ${noun}`)
    }
  }
})

test("a count phrase reads the same for every count of one plural category, and a pack without counted nouns for every count", () => {
  for (const { code } of LANGUAGES) {
    for (const phrase of Object.keys(COUNT_PHRASES) as CountPhrase[]) {
      const byCategory = new Map<string, Set<string>>()
      for (const n of countsOf(phrase).filter((n) => isCount(phrase, n))) {
        const said = text(code, COUNT_PHRASES[phrase](n))
        assert.doesNotMatch(said, /undefined|NaN|#/, `${code} ${phrase} ${n}: ${said}`)
        const category = COUNTED[code] ? pluralCategory(code, n) : "any"
        byCategory.set(category, (byCategory.get(category) ?? new Set()).add(words(said)))
      }
      for (const [category, said] of byCategory) assert.equal(said.size, 1, `${code} ${phrase}, ${category}:\n${[...said].join("\n")}`)
    }
  }
})

/** Known texts: [phrase, count, what the text says]. */
const KNOWN: Record<LanguageCode, [CountPhrase, number, string][]> = {
  pl: [
    ["screen", 13, "o przekątnej 13 cali"],
    ["screen", 22, "o przekątnej 22 cali"],
    ["screen", 1, "o przekątnej 1 cala"],
    ["screen", 6.1, "o przekątnej 6,1 cala"],
    ["battery-days", 1, "do 1 dnia"],
    ["battery-days", 21, "do 21 dni"],
    ["playtime", 22, "do 22 godzin"],
    ["playtime", 101, "do 101 godzin"],
    ["limited", 3, "nakładem 3 egzemplarzy"],
    ["ports", 21, "21 portami ładowania"],
  ],
  en: [
    ["playtime", 1, "up to 1 hour of playback"],
    ["playtime", 21, "up to 21 hours of playback"],
    ["battery-days", 1, "up to 1 day of battery life"],
    ["battery-days", 0, "up to 0 days of battery life"],
    ["limited", 1, "a limited run of 1 piece"],
    ["limited", 101, "a limited run of 101 pieces"],
    ["ports", 2, "2 charging ports"],
    ["screen", 6.1, "a 6.1-inch OLED display"],
    ["power-reserve", 1, "a 1-hour power reserve"],
  ],
  de: [
    ["playtime", 1, "bis zu 1 Stunde Wiedergabezeit"],
    ["playtime", 21, "bis zu 21 Stunden Wiedergabezeit"],
    ["battery-days", 1, "bis zu 1 Tag Akkulaufzeit"],
    ["battery-days", 2, "bis zu 2 Tagen Akkulaufzeit"],
    ["power-reserve", 1, "einer Gangreserve von 1 Stunde"],
    ["ports", 3, "3 Ladeanschlüssen"],
    ["limited", 1, "einer limitierten Auflage von 1 Stück"],
  ],
  fr: [
    ["screen", 1.3, "un écran OLED de 1,3 pouce"],
    ["screen", 6.1, "un écran OLED de 6,1 pouces"],
    ["battery-days", 0, "jusqu'à 0 jour"],
    ["battery-days", 1, "jusqu'à 1 jour"],
    ["battery-days", 2, "jusqu'à 2 jours"],
    ["power-reserve", 1, "une réserve de marche de 1 heure"],
    ["limited", 1, "une série limitée à 1 exemplaire"],
    ["gem", 1.5, "un diamant de 1,5 carat"],
    ["gem", 2, "un diamant de 2 carats"],
  ],
  es: [
    ["screen", 1, "una pantalla OLED de 1 pulgada"],
    ["screen", 1.3, "una pantalla OLED de 1,3 pulgadas"],
    ["battery-days", 1, "hasta 1 día"],
    ["battery-days", 21, "hasta 21 días"],
    ["limited", 1, "una edición limitada de 1 unidad"],
    ["gem", 1, "un diamante de 1 quilate"],
    ["gem", 0.5, "un diamante de 0,5 quilates"],
  ],
  it: [
    ["screen", 1, "un display OLED da 1 pollice"],
    ["playtime", 1, "fino a 1 ora di riproduzione"],
    ["battery-days", 21, "fino a 21 giorni"],
    ["limited", 1, "una serie limitata di 1 esemplare"],
    ["ports", 2, "2 porte di ricarica"],
    ["gem", 1, "un diamante da 1 carato"],
    ["gem", 1.5, "un diamante da 1,5 carati"],
  ],
  // Whole counts only: CLDR's "pt" (Brazil) and "pt-PT" differ on 0 and on fractions below 2.
  pt: [
    ["battery-days", 1, "até 1 dia"],
    ["battery-days", 21, "até 21 dias"],
    ["power-reserve", 1, "uma reserva de marcha de 1 hora"],
    ["limited", 1, "uma edição limitada de 1 unidade"],
    ["ports", 3, "3 portas de carregamento"],
  ],
  ru: [
    ["screen", 13, "диагональю 13 дюймов"],
    ["screen", 6.1, "диагональю 6,1 дюйма"],
    ["screen", 21, "диагональю 21 дюйм"],
    ["screen", 22, "диагональю 22 дюйма"],
    ["battery-days", 21, "до 21 дня"],
    ["battery-days", 5, "до 5 дней"],
    ["battery-days", 2, "до 2 дней"],
    ["battery-days", 11, "до 11 дней"],
    ["limited", 101, "тиражом 101 экземпляр"],
    ["limited", 3, "тиражом 3 экземпляра"],
    ["ports", 21, "21 портом для зарядки"],
    ["ports", 22, "22 портами для зарядки"],
  ],
  ar: [
    ["battery-days", 1, "يصل إلى يوم واحد"],
    ["battery-days", 2, "يصل إلى يومين"],
    ["battery-days", 3, "يصل إلى 3 أيام"],
    ["battery-days", 11, "يصل إلى 11 يومًا"],
    ["battery-days", 101, "يصل إلى 101 يوم"],
    ["battery-days", 103, "يصل إلى 103 أيام"],
    ["playtime", 2, "لمدة تصل إلى ساعتين"],
    ["playtime", 22, "لمدة تصل إلى 22 ساعة"],
    ["length", 3, "طول 3 أمتار"],
    ["drop", 1.5, "ارتفاع 1.5 متر"],
    ["ports", 2, "منفذي شحن"],
    ["ports", 4, "4 منافذ شحن"],
    ["gem", 1, "بوزن قيراط واحد"],
  ],
  hi: [
    ["playtime", 1, "1 घंटे तक का प्लेबैक"],
    ["playtime", 21, "21 घंटे तक का प्लेबैक"],
    ["battery-days", 2, "2 दिन तक की बैटरी लाइफ़"],
    ["ports", 3, "3 चार्जिंग पोर्ट"],
  ],
  bn: [
    ["battery-days", 21, "21 দিন পর্যন্ত ব্যাটারি লাইফ"],
    ["playtime", 1, "1 ঘণ্টা পর্যন্ত প্লেব্যাক"],
    ["ports", 3, "3টি চার্জিং পোর্ট"],
  ],
  zh: [
    ["battery-days", 21, "长达21天的续航"],
    ["ports", 3, "3个充电接口"],
  ],
  ja: [
    ["battery-days", 21, "最大21日間のバッテリー持続時間"],
    ["ports", 3, "充電ポート3基"],
  ],
  ko: [
    ["battery-days", 21, "최대 21일 배터리 사용 시간"],
    ["ports", 3, "충전 포트 3개"],
  ],
  id: [
    ["battery-days", 21, "daya tahan baterai hingga 21 hari"],
    ["ports", 3, "3 port pengisian daya"],
  ],
}

test("count phrases agree with their number in every language", () => {
  for (const [code, cases] of Object.entries(KNOWN) as [LanguageCode, [CountPhrase, number, string][]][]) {
    for (const [phrase, n, expected] of cases) {
      const said = text(code, COUNT_PHRASES[phrase](n))
      assert.ok(said.includes(expected), `${code} ${phrase} ${n}: expected "${expected}" in\n${said}`)
    }
  }
})

test("gold fineness and titles count the same way", () => {
  const gold = (code: LanguageCode): string => text(code, { k: "metal", metal: "yellow-gold", carat: 18 })
  assert.ok(gold("fr").includes("or jaune 18 carats"), gold("fr"))
  assert.ok(gold("es").includes("oro amarillo de 18 quilates"), gold("es"))
  assert.ok(gold("it").includes("oro giallo 18 carati"), gold("it"))
  const title = (code: LanguageCode, ct: number): string => text(code, COUNT_PHRASES.gem(ct)).split("\n")[0]!
  assert.ok(title("ar", 1).includes("بفص ألماس قيراط واحد"), title("ar", 1))
  assert.ok(title("ar", 1.2).includes("بفص ألماس 1.2 قيراط"), title("ar", 1.2))
})
