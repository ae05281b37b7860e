/**
 * The e-mails' words without a database: every count string in every language has each plural form its
 * language needs, a range takes the form of its upper bound, the CMS's forms merge with the bundled ones, and
 * every value filled into a sentence is isolated from it (Arabic reads right, in subjects too).
 */
import { createElement } from "react"
import { isolate, withoutIsolates } from "@shop/contracts/bidi"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { pluralBases, pluralProblems } from "@shop/contracts/plurals"
import { ContactAcknowledgementEmail, contactAcknowledgementSubject } from "../../src/emails/contact-acknowledgement"
import { CONTACT_RESPONSE_HOURS, type ContactMessage } from "../../src/emails/contact-message"
import { ContactToSupportEmail, contactToSupportSubject } from "../../src/emails/contact-to-support"
import { BUNDLED_EMAIL_COPY, emailCopy, fill, fillCount, isEmailCopyKey, subjectLine, type PartialEmailCopy } from "../../src/emails/copy"
import { formatCharged, formatDay } from "../../src/emails/format"
import type { OrderEmailData } from "../../src/emails/order-email-data"
import { OrderConfirmationEmail, orderConfirmationSubject } from "../../src/emails/order-confirmation"
import { OrderNoticeEmail, orderNoticeSubject } from "../../src/emails/order-notice"
import { OrderShippedEmail, orderShippedSubject } from "../../src/emails/order-shipped"
import { renderEmail } from "../../src/emails/render"
import { ReturnRequestedEmail, returnRequestedSubject, type ReturnRequest } from "../../src/emails/return-requested"

const company = { name: "Orbita", email: "support@orbita.test" }
/** The sections every language translates; the note to the support inbox is read in English only. */
const ENGLISH_ONLY_SECTIONS = ["contactToSupport"]

const flatKeys = (copy: PartialEmailCopy): string[] => Object.entries(copy).flatMap(([section, words]) => Object.keys(words ?? {}).map((key) => `${section}.${key}`))
const english = BUNDLED_EMAIL_COPY.en

const order = (language: LanguageCode, shipping = "Tracked delivery, 7-10 business days"): OrderEmailData => ({
  orderId: "order_01",
  number: "1042",
  email: "shopper@example.com",
  language,
  currency: "usd",
  lines: [{ title: "Aurora Lamp", quantity: 2, total: 59.98 }],
  itemsTotal: 59.98,
  shipping: { name: shipping, amount: 9.99 },
  total: 69.97,
  shipTo: ["Anna Schmidt", "Unter den Linden 1", "10117 Berlin"],
  orderUrl: "https://shop.test/order/abc",
})

async function confirmation(language: LanguageCode, shipping?: string) {
  const copy = emailCopy(language)
  const data = order(language, shipping)
  return renderEmail(subjectLine(orderConfirmationSubject(data, copy)), createElement(OrderConfirmationEmail, { order: data, copy, company }))
}

describe("e-mail copy: count strings", () => {
  it.each([...LANGUAGE_CODES])("%s has every plural form of every count string, for 0, 1, 2, 3, 5, 11, 21, 22 and 101", (language) => {
    const copy = BUNDLED_EMAIL_COPY[language]
    const sections = Object.keys(english).filter((section) => section in copy)
    expect(Object.keys(english).filter((section) => !(section in copy))).toEqual(language === "en" ? [] : ENGLISH_ONLY_SECTIONS)
    const bases = pluralBases(flatKeys(english).filter((key) => sections.includes(key.split(".")[0]!)))
    expect(bases.length).toBeGreaterThan(0)
    expect(pluralProblems(language, flatKeys(copy), bases)).toEqual([])
  })

  it.each([...LANGUAGE_CODES])("%s has no key English does not know (a typo, or a bare key left next to its forms)", (language) => {
    const unknown = Object.entries(BUNDLED_EMAIL_COPY[language]).flatMap(([section, words]) => Object.keys(words ?? {}).filter((key) => !isEmailCopyKey(section, key)))
    expect(unknown).toEqual([])
  })

  it("a count takes its language's form, a range the form of its upper bound", () => {
    const tracked = (language: LanguageCode, days: number | [number, number]) => withoutIsolates(fillCount(emailCopy(language).common.tracked, "days", days))
    expect(tracked("pl", 1)).toBe("śledzona, 1 dzień roboczy")
    expect(tracked("pl", 22)).toBe("śledzona, 22 dni robocze")
    expect(tracked("pl", 12)).toBe("śledzona, 12 dni roboczych")
    expect(tracked("pl", [7, 10])).toBe("śledzona, 7–10 dni roboczych")
    expect(tracked("pl", [2, 4])).toBe("śledzona, 2–4 dni robocze")
    expect(tracked("ru", 21)).toBe("с отслеживанием, 21 рабочий день")
    expect(tracked("ru", [1, 2])).toBe("с отслеживанием, 1–2 рабочих дня")
    expect(tracked("ru", [7, 10])).toBe("с отслеживанием, 7–10 рабочих дней")
    expect(tracked("ar", [7, 10])).toBe("مع التتبع، 7–10 أيام عمل")
    expect(tracked("ar", [1, 2])).toBe("مع التتبع، 1–2 يوم عمل")
    expect(tracked("ar", [10, 14])).toBe("مع التتبع، 10–14 يوم عمل")
    expect(tracked("en", 1)).toBe("tracked, 1 business day")
    expect(tracked("fr", [1, 2])).toBe("suivie, 1–2 jours ouvrés")
    expect(tracked("ja", [1, 2])).toBe("追跡あり・1–2 営業日")
    expect(tracked("ko", [1, 2])).toBe("배송 조회 가능, 영업일 기준 1–2일")
  })

  it("the CMS's forms come before the bundled ones, form by form; English's only where the language has the form nowhere", () => {
    const cms: Partial<Record<LanguageCode, PartialEmailCopy>> = {
      pl: { common: { tracked_many: "z numerem przesyłki, {{days}} dni roboczych", tracked_few: "  " } },
      en: { contactToSupport: { intro_other: "Answer {{name}} within {{hours}} hours." } },
    }
    const polish = emailCopy("pl", cms)
    expect(withoutIsolates(fillCount(polish.common.tracked, "days", [7, 10]))).toBe("z numerem przesyłki, 7–10 dni roboczych")
    // An empty text in the CMS is none: the bundled Polish form stands.
    expect(withoutIsolates(fillCount(polish.common.tracked, "days", [1, 2]))).toBe("śledzona, 1–2 dni robocze")
    // Polish has no note to support: the CMS's English, by English's form for the count.
    expect(withoutIsolates(fillCount(polish.contactToSupport.intro, "hours", CONTACT_RESPONSE_HOURS, { name: "Anna" }))).toBe("Answer Anna within 24–48 hours.")
    expect(withoutIsolates(fillCount(polish.contactToSupport.intro, "hours", 1, { name: "Anna" }))).toBe(
      "Reply to this e-mail to answer Anna directly; the shop promises an answer within 1 hour."
    )
    // A bare key from before the forms (an old CMS document) is not a form: the bundled forms stand.
    const stale = emailCopy("pl", { pl: { common: { tracked: "śledzona, {{days}} dni" } } })
    expect(withoutIsolates(fillCount(stale.common.tracked, "days", [7, 10]))).toBe("śledzona, 7–10 dni roboczych")
  })

  it("the CMS's plural forms that English lacks are kept, and nothing else it does not know", () => {
    expect(isEmailCopyKey("common", "tracked_few")).toBe(true)
    expect(isEmailCopyKey("common", "tracked_other")).toBe(true)
    expect(isEmailCopyKey("common", "orderNumber")).toBe(true)
    expect(isEmailCopyKey("common", "tracked")).toBe(false)
    expect(isEmailCopyKey("common", "orderNumber_few")).toBe(false)
    expect(isEmailCopyKey("nonsense", "subject")).toBe(false)
  })
})

describe("e-mail copy: ranges", () => {
  it("a range of numbers is written with the en dash in every language, as the shop's pages and the shipping table write it", () => {
    const ranges = LANGUAGE_CODES.flatMap((language) =>
      flatKeys(BUNDLED_EMAIL_COPY[language]).flatMap((key) => {
        const [section, name] = key.split(".") as [string, string]
        const text = String((BUNDLED_EMAIL_COPY[language] as Record<string, Record<string, unknown>>)[section]![name])
        return [...text.matchAll(/\d\s*[～~〜-]\s*\d|\d\s+–|–\s+\d/g)].map((match) => `${language} ${key}: "${match[0]}"`)
      })
    )
    expect(ranges).toEqual([])
  })
})

describe("rendered e-mails", () => {
  it.each([
    ["pl", "7–10 dni roboczych", "1–2 dni robocze"],
    ["ru", "7–10 рабочих дней", "1–2 рабочих дня"],
    ["ar", "7–10 أيام عمل", "1–2 يوم عمل"],
  ] as const)("%s: the delivery time of the shipping method in its plural form", async (language, sevenToTen, oneToTwo) => {
    const long = await confirmation(language)
    const short = await confirmation(language, "Tracked delivery, 1-2 business days")
    for (const part of [long.html, long.text]) expect(withoutIsolates(part)).toContain(sevenToTen)
    for (const part of [short.html, short.text]) expect(withoutIsolates(part)).toContain(oneToTwo)
    // The range itself is isolated from the sentence, so that Arabic keeps "7–10" in its order.
    expect(long.text).toContain(`${isolate("7–10")} ${sevenToTen.slice("7–10 ".length)}`)
  })

  it.each([
    ["pl", "w ciągu 24–48 godzin"],
    ["ru", "в течение 24–48 часов"],
    ["ar", "خلال 24–48 ساعة"],
    ["de", "innerhalb von 24–48 Stunden"],
    ["ja", "24–48 時間以内"],
  ] as const)("%s: the contact acknowledgement's answer time", async (language, within) => {
    const copy = emailCopy(language)
    const mail = await renderEmail(contactAcknowledgementSubject(copy), createElement(ContactAcknowledgementEmail, { language, copy, company }))
    for (const part of [mail.html, mail.text]) expect(withoutIsolates(part)).toContain(within)
  })

  it("isolates every value filled into a subject or a sentence: order and return numbers, amounts, carrier, dates, e-mail addresses", async () => {
    const copy = emailCopy("ar")
    const data = order("ar")
    const confirmed = await confirmation("ar")
    expect(confirmed.subject).toBe(`تم تأكيد طلبك ${isolate("1042")}`)
    expect(confirmed.text).toContain(isolate("support@orbita.test"))
    expect(confirmed.text).toContain(isolate("Orbita"))
    expect(confirmed.text).toContain(`${isolate("Aurora Lamp")} × 2`)

    const parcels = [{ carrier: "DHL", trackingNumber: "JJD0099912345" }]
    const shipped = await renderEmail(subjectLine(orderShippedSubject(data, copy)), createElement(OrderShippedEmail, { order: data, parcels, copy, company }))
    expect(shipped.subject).toContain(isolate("1042"))
    expect(shipped.html).toContain(isolate("DHL"))
    expect(shipped.text).toContain(isolate("JJD0099912345"))

    const values = { amount: "$18.99" }
    const refunded = await renderEmail(
      subjectLine(orderNoticeSubject("orderRefunded", data, copy, values)),
      createElement(OrderNoticeEmail, { notice: "orderRefunded", order: data, values, copy, company })
    )
    expect(refunded.subject).toContain(isolate("1042"))
    expect(refunded.text).toContain(isolate("$18.99"))

    const request: ReturnRequest = { number: "R-4711", items: [{ name: "Aurora Lamp", quantity: 1 }], sendTo: ["ul. Magazynowa 1"], sendBy: "2030-05-17", shippingAmount: 4.5 }
    const requested = await renderEmail(subjectLine(returnRequestedSubject(data, request, copy)), createElement(ReturnRequestedEmail, { order: data, request, copy, company }))
    expect(requested.subject).toContain(isolate("R-4711"))
    expect(requested.subject).toContain(isolate("1042"))
    // As an Arabic page writes US dollars (the order's currency), Latin digits.
    expect(requested.text).toContain(isolate(formatCharged(4.5, "usd", "ar")))
    expect(requested.text).toContain(isolate(formatDay(new Date(request.sendBy), "ar")))
  })

  it("isolates what a visitor typed in the note to support, subject line included", async () => {
    const copy = emailCopy("en")
    const message: ContactMessage = {
      id: "contactMessage-1",
      name: "محمد",
      email: "m@example.com",
      subject: "الطلب 1042",
      message: "أين طلبي؟",
      language: "ar",
      receivedAt: "2030-05-17T10:00:00Z",
    }
    const mail = await renderEmail(subjectLine(contactToSupportSubject(message, copy)), createElement(ContactToSupportEmail, { message, copy, company }))
    expect(mail.subject).toBe(`Contact form: ${isolate("الطلب 1042")}`)
    expect(mail.text).toContain(`${isolate("محمد")} <${isolate("m@example.com")}>`)
    expect(mail.text).toContain(`answer ${isolate("محمد")} directly; the shop promises an answer within ${isolate("24–48")} hours.`)
  })

  it("fill leaves an empty value empty and a name without a value as written", () => {
    expect(fill("Track it with {{carrier}}.", { carrier: "" })).toBe("Track it with .")
    expect(fill("Order {{number}}", {})).toBe("Order {{number}}")
    expect(fill("Order {{ number }}", { number: 7 })).toBe(`Order ${isolate(7)}`)
  })
})
