/**
 * Every e-mail the shop sends, rendered in every language with an order like a shopper's, as the mail catcher
 * would show it: no control character in the subject, the HTML or the text (a NUL cuts the mail short in some
 * clients); one digit system; each language's punctuation around the template's labels; addresses in the
 * order of their country, with the country and the warehouse named in the reader's language; times on the
 * shop's clock, their zone named.
 */
import { createElement, type ReactElement } from "react"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { ContactAcknowledgementEmail, contactAcknowledgementSubject } from "../../src/emails/contact-acknowledgement"
import type { ContactMessage } from "../../src/emails/contact-message"
import { ContactToSupportEmail, contactToSupportSubject } from "../../src/emails/contact-to-support"
import { withoutIsolates } from "@shop/contracts/bidi"
import { emailCopy, fillCount, subjectLine, type EmailCopy } from "../../src/emails/copy"
import type { CompanyDetails } from "../../src/emails/email-layout"
import { formatCharged } from "../../src/emails/format"
import { OrderCodeEmail, orderCodeSubject, type OrderCode } from "../../src/emails/order-code"
import { OrderConfirmationEmail, orderConfirmationSubject } from "../../src/emails/order-confirmation"
import type { OrderEmailData } from "../../src/emails/order-email-data"
import { OrderNoticeEmail, orderNoticeSubject, type OrderNotice } from "../../src/emails/order-notice"
import { OrderShippedEmail, orderShippedSubject, type Parcel } from "../../src/emails/order-shipped"
import { renderEmail, type RenderedEmail } from "../../src/emails/render"
import { ReturnRequestedEmail, returnRequestedSubject, type ReturnRequest } from "../../src/emails/return-requested"
import { SoldOutRefundEmail, soldOutRefundSubject } from "../../src/emails/sold-out-refund"

/** The company as the CMS's site settings give it. */
const company: CompanyDetails = {
  name: "Orbita Trading Ltd",
  email: "support@orbita-shop.com",
  address: { street: ["27 Old Gloucester Street"], postcode: "WC1N 3AX", city: "London", country: "United Kingdom" },
}

/**
 * Two orders a shopper might make: React writes the e-mail in 2 KB chunks, so lines of other lengths move where
 * the chunks end, and a character cut at a chunk's end is what leaked NULs.
 */
const orders = (language: LanguageCode): OrderEmailData[] => [
  {
    orderId: "order_01",
    number: "1042",
    email: "anna@example.com",
    language,
    currency: "eur",
    lines: [{ title: "Aurora Lamp", quantity: 2, total: 59.98 }],
    itemsTotal: 59.98,
    shipping: { name: "Tracked delivery, 7-10 business days", amount: 9.99 },
    total: 69.97,
    shipTo: ["Anna Schmidt", "Unter den Linden 1", "10117 Berlin", "Deutschland"],
    orderUrl: "https://orbita-shop.com/de/order/a1b2c3",
  },
  {
    orderId: "order_02",
    number: "8",
    email: "m.alrashid@example.com",
    language,
    currency: "usd",
    lines: [
      { title: "Nordic Noise-Cancelling Headphones Pro (Midnight Blue)", quantity: 1, total: 249.0 },
      { title: "Summit Smartwatch 2", quantity: 3, total: 597.0 },
      { title: "Ładowarka USB-C 65 W", quantity: 1, total: 19.99 },
    ],
    itemsTotal: 865.99,
    shipping: { name: "Express delivery, 1-2 business days", amount: 24.5 },
    total: 890.49,
    shipTo: ["محمد الراشد", "شارع الملك فهد 12", "12271 الرياض", "المملكة العربية السعودية"],
    orderUrl: "https://orbita-shop.com/ar/order/z9y8x7w6v5",
  },
]

const parcels: Parcel[] = [{ carrier: "DHL", trackingNumber: "JJD0099912345", trackingUrl: "https://www.dhl.com/track?id=JJD0099912345" }]

const returnRequest = (order: OrderEmailData, shippingAmount: number): ReturnRequest => ({
  number: "G3ZFYQB",
  items: order.lines.map((line) => ({ name: line.title, quantity: line.quantity })),
  returnTo: { street: ["ul. Magazynowa 1"], postcode: "61-001", city: "Poznań", country: "pl" },
  sendBy: "2026-12-20T23:30:00.000Z",
  shippingAmount,
})

const NOTICES: OrderNotice[] = ["orderRefunded", "orderCancelled", "returnReceived", "orderLinkRenewed", "orderLinkFound"]

const contactMessage = (language: LanguageCode): ContactMessage => ({
  id: "contactMessage-1",
  name: "Zofia Wiśniewska",
  email: "zofia@example.com",
  subject: "Zamówienie 1042: kiedy dotrze?",
  // A form feed pasted along with the text.
  message: "Dzień dobry,\nkiedy dotrze moje zamówienie?\u000c Pozdrawiam",
  language,
  receivedAt: "2026-12-06T05:02:57.706Z",
})

/** Every e-mail of the shop in `language`, by name, as sent. */
async function everyEmail(language: LanguageCode): Promise<[string, RenderedEmail][]> {
  const copy: EmailCopy = emailCopy(language)
  const mails: [string, string, ReactElement][] = []
  for (const order of orders(language)) {
    const at = `order ${order.number}`
    mails.push([`order confirmation, ${at}`, orderConfirmationSubject(order, copy), createElement(OrderConfirmationEmail, { order, copy, company })])
    mails.push([`order shipped, ${at}`, orderShippedSubject(order, copy), createElement(OrderShippedEmail, { order, parcels, copy, company })])
    for (const notice of NOTICES) {
      const values = { amount: formatCharged(order.total, order.currency, language), return: "G3ZFYQB" }
      mails.push([`${notice}, ${at}`, orderNoticeSubject(notice, order, copy, values), createElement(OrderNoticeEmail, { notice, order, values, copy, company })])
    }
    for (const action of ["cancel", "return"] as const) {
      const code: OrderCode = { value: "482913", action, minutes: 15 }
      mails.push([`order code (${action}), ${at}`, orderCodeSubject(order, code, copy), createElement(OrderCodeEmail, { order, code, copy, company })])
    }
    for (const shippingAmount of [0, 6.5]) {
      const request = returnRequest(order, shippingAmount)
      mails.push([
        `return requested (shipping ${shippingAmount}), ${at}`,
        returnRequestedSubject(order, request, copy),
        createElement(ReturnRequestedEmail, { order, request, copy, company }),
      ])
    }
    const values = { products: order.lines.map((line) => line.title).join(", "), amount: formatCharged(order.total, order.currency, language) }
    mails.push([`sold-out refund, ${at}`, soldOutRefundSubject(copy, values), createElement(SoldOutRefundEmail, { language, values, copy, company })])
  }
  mails.push(["contact acknowledgement", contactAcknowledgementSubject(copy), createElement(ContactAcknowledgementEmail, { language, copy, company })])
  const message = contactMessage(language)
  const english = emailCopy("en")
  mails.push(["contact form to support", contactToSupportSubject(message, english), createElement(ContactToSupportEmail, { message, copy: english, company })])
  return Promise.all(mails.map(async ([name, subject, element]) => [name, await renderEmail(subjectLine(subject), element)] as [string, RenderedEmail]))
}

/** Control characters (C0, DEL and C1) but tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u

const controlCharacters = (text: string): string[] =>
  [...text].flatMap((char, index) => (CONTROL.test(char) ? [`U+${char.charCodeAt(0).toString(16).padStart(4, "0")} after "${text.slice(Math.max(0, index - 12), index)}"`] : []))

const rendered = new Map<LanguageCode, Promise<[string, RenderedEmail][]>>()
const emailsIn = (language: LanguageCode) => {
  let mails = rendered.get(language)
  if (!mails) rendered.set(language, (mails = everyEmail(language)))
  return mails
}

describe("every e-mail in every language", () => {
  it.each([...LANGUAGE_CODES])("%s: no control character in any subject, HTML or text", async (language) => {
    const found: string[] = []
    for (const [name, mail] of await emailsIn(language)) {
      for (const part of ["subject", "html", "text"] as const) for (const problem of controlCharacters(mail[part])) found.push(`${name}, ${part}: ${problem}`)
    }
    expect(found).toEqual([])
  })
})

describe("times in the reader's terms", () => {
  it("the note to support says when the message came as a date and time on the shop's clock, its zone named, not ISO", async () => {
    const mail = (await emailsIn("pl")).find(([name]) => name === "contact form to support")![1]
    expect(mail.text).toContain("Received: December 6, 2026 at 6:02 AM Central European Time")
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
  })

  it("the last day to send a return back is the warehouse's day, as the order page shows it", async () => {
    // 23:30 UTC on the 20th is already the 21st in Poznań.
    const mail = (await emailsIn("de")).find(([name]) => name.startsWith("return requested"))![1]
    expect(mail.text).toContain("21. Dezember 2026")
  })
})

/** Subject and text of a rendered e-mail as a reader sees them: no isolating marks around values, one line break between lines. */
const readable = (mail: RenderedEmail): string => withoutIsolates(`${mail.subject}\n${mail.text}`).replace(/[ \t]*\n\s*/g, "\n")

/** An e-mail of `language` by the start of its name, as a reader sees it. */
const textOf = async (language: LanguageCode, name: string): Promise<string> => readable((await emailsIn(language)).find(([mail]) => mail.startsWith(name))![1])

describe("one digit system, and each language's own words and marks", () => {
  it.each([...LANGUAGE_CODES])("%s: Latin digits only, dates and amounts included", async (language) => {
    const found: string[] = []
    for (const [name, mail] of await emailsIn(language))
      for (const part of ["subject", "text"] as const) for (const [digit] of mail[part].matchAll(/(?![0-9])\p{Nd}/gu)) found.push(`${name}, ${part}: ${digit}`)
    expect(found).toEqual([])
  })

  it("French puts a narrow no-break space before : ; ! ? and inside « », the template's labels included", async () => {
    const text = await textOf("fr", "order confirmation, order 1042")
    expect(text).toContain("Numéro de commande\u202F: 1042")
    expect(text).toContain("Devise\u202F: euro")
    const loose: string[] = []
    // The note to support is in English.
    for (const [name, mail] of (await emailsIn("fr")).filter(([name]) => name !== "contact form to support")) {
      // What follows a space or a letter directly is loose; a link's "https:" is no punctuation.
      const words = withoutIsolates(mail.text).replace(/https?:\/\/\S+/g, "")
      for (const [mark] of words.matchAll(/[^\u202F\u00A0][:;!?»]|«[^\u202F\u00A0]/g)) loose.push(`${name}: "${mark}"`)
    }
    expect(loose).toEqual([])
  })

  it.each([
    ["ja", "注文番号：1042", "送料（追跡あり・7–10 営業日）", "通貨：ユーロ"],
    ["zh", "订单号：1042", "运费（可追踪，7–10 个工作日）", "币种：欧元"],
    ["ko", "주문 번호: 1042", "배송비 (배송 조회 가능, 영업일 기준 7–10일)", "통화: 유로"],
  ] as const)("%s: the labels' colon and brackets as the language writes them", async (language, orderNumber, shipping, currency) => {
    const text = await textOf(language, "order confirmation, order 1042")
    for (const expected of [orderNumber, shipping, currency]) expect(text).toContain(expected)
  })

  it("the sentence on amounts names the order's currency, in the reader's language", async () => {
    expect(await textOf("de", "order confirmation, order 1042")).toContain("Alle Beträge wie belastet. Währung: Euro.")
    expect(await textOf("de", "order confirmation, order 8")).toContain("Alle Beträge wie belastet. Währung: US-Dollar.")
    expect(await textOf("en", "order confirmation, order 1042")).toContain("All amounts as charged. Currency: Euro.")
    for (const language of LANGUAGE_CODES) expect(await textOf(language, "order confirmation, order 1042")).not.toMatch(/dollar|Dollar|ドル|美元|달러|دولار|डॉलर|ডলার|доллар/)
  })

  it("Bengali attaches case endings to a value with a hyphen, and writes business day one way", async () => {
    expect(await textOf("bn", "orderRefunded, order 1042")).toContain("অর্ডার 1042-এর রিফান্ড")
    expect(await textOf("bn", "order confirmation, order 1042")).toContain("support@orbita-shop.com-এ লিখুন")
    const detached: string[] = []
    for (const [name, mail] of await emailsIn("bn")) {
      const text = withoutIsolates(`${mail.subject}\n${mail.text}`)
      for (const [ending] of text.matchAll(/[\p{L}\p{N}] (এর|এ|তে|কে)(?=[\s।,.]|$)/gu)) detached.push(`${name}: "${ending}"`)
      if (text.includes("কর্মদিবস")) detached.push(`${name}: কর্মদিবস`)
    }
    expect(detached).toEqual([])
    for (const [name, mail] of await emailsIn("hi")) expect(`${name}: ${mail.text}`).not.toContain("कार्य दिवस")
  })

  it("Arabic says one hour and two hours in the noun alone; a range keeps its numbers", async () => {
    const words = emailCopy("ar")
    const within = (hours: number | [number, number]) => withoutIsolates(fillCount(words.contactAcknowledgement.intro, "hours", hours))
    expect(within(1)).toBe("استلمنا رسالتك وسنرد خلال ساعة.")
    expect(within(2)).toBe("استلمنا رسالتك وسنرد خلال ساعتين.")
    expect(within(3)).toBe("استلمنا رسالتك وسنرد خلال 3 ساعات.")
    expect(within([24, 48])).toBe("استلمنا رسالتك وسنرد خلال 24–48 ساعة.")
    expect(within([1, 2])).toBe("استلمنا رسالتك وسنرد خلال 1–2 ساعة.")
    expect(withoutIsolates(fillCount(words.common.tracked, "days", 2))).toBe("مع التتبع، يوما عمل")
    expect(withoutIsolates(fillCount(words.common.tracked, "days", [1, 2]))).toBe("مع التتبع، 1–2 يوم عمل")
  })
})

describe("addresses in the reader's language", () => {
  it.each([
    ["de", "Vereinigtes Königreich", "Europäisches Lager", "Polen"],
    ["en", "United Kingdom", "European warehouse", "Poland"],
    ["ja", "イギリス", "欧州倉庫", "ポーランド"],
    ["ar", "المملكة المتحدة", "المستودع الأوروبي", "بولندا"],
  ] as const)(
    "%s: the footer writes London's postcode after the city, the country in the language; the return address names the warehouse and Poland so",
    async (language, uk, warehouse, poland) => {
      const confirmation = await textOf(language, "order confirmation, order 1042")
      expect(confirmation).toContain("27 Old Gloucester Street")
      expect(confirmation).toContain("London WC1N 3AX")
      expect(confirmation).toContain(uk)
      expect(confirmation).not.toContain("WC1N 3AX London")
      const returned = await textOf(language, "return requested")
      expect(returned).toContain(`${warehouse}\nul. Magazynowa 1\n61-001 Poznań\n${poland}`)
      expect(returned).not.toMatch(/^PL$/m)
    }
  )

  it("a return requested before the warehouse's address was kept whole still shows the lines it kept (a retry of its e-mail)", async () => {
    const [order] = orders("de")
    const copy = emailCopy("de")
    const request: ReturnRequest = { ...returnRequest(order!, 0), returnTo: undefined, sendTo: ["European warehouse", "ul. Magazynowa 1", "61-001 Poznań", "PL"] }
    const mail = await renderEmail(returnRequestedSubject(order!, request, copy), createElement(ReturnRequestedEmail, { order: order!, request, copy, company }))
    expect(readable(mail)).toContain("European warehouse\nul. Magazynowa 1\n61-001 Poznań\nPL")
  })
})
