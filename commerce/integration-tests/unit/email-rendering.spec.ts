/**
 * Every e-mail the shop sends, rendered in every language with an order like a shopper's, as the mail catcher
 * would show it: no control character in the subject, the HTML or the text (a NUL cuts the mail short in some
 * clients).
 */
import { createElement, type ReactElement } from "react"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { ContactAcknowledgementEmail, contactAcknowledgementSubject } from "../../src/emails/contact-acknowledgement"
import type { ContactMessage } from "../../src/emails/contact-message"
import { ContactToSupportEmail, contactToSupportSubject } from "../../src/emails/contact-to-support"
import { emailCopy, subjectLine, type EmailCopy } from "../../src/emails/copy"
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
const company: CompanyDetails = { name: "Orbita Trading Ltd", email: "support@orbita-shop.com", address: "27 Old Gloucester Street, WC1N 3AX London, United Kingdom" }

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
  sendTo: ["European warehouse", "ul. Magazynowa 1", "61-001 Poznań", "PL"],
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
