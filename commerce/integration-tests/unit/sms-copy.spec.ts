/**
 * The order SMS (issue 54) in every language: each event's text, with a real order link and tracking link, within
 * three parts; the shop's name first; the STOP hint in the first SMS unless it would make a fourth part.
 */
import { segmentsOf } from "@shop/contracts/sms-segments"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { MAX_SMS_PARTS, renderSms, type SmsEvent } from "../../src/sms/render"
import { SMS_COPY } from "../../src/sms/copy"

const EVENTS: SmsEvent[] = ["shipped", "delivered", "cancelled", "refunded"]
const VALUES = {
  number: "1042",
  link: "https://shop.example.com/ar/order/01M96JHTD4BAXDMH8ZSG8KQRF6AbCdEfGhIjKlMnOpQrSt",
  carrier: "DHL",
  trackingUrl: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD0012345678",
  trackingNumber: "JJD0012345678",
  amount: "$529.99",
}

describe("order SMS copy", () => {
  it.each(LANGUAGE_CODES)("%s: every event fits three parts, names the shop first, and keeps what it must say", (language) => {
    for (const event of EVENTS) {
      for (const withStopHint of [true, false]) {
        const text = renderSms(event, language, { ...VALUES, withStopHint })
        expect([event, segmentsOf(text) <= MAX_SMS_PARTS]).toEqual([event, true])
        expect(text.startsWith("Orbita: ")).toBe(true)
        expect(text).toContain("1042")
        if (event === "shipped") expect(text).toMatch(/JJD0012345678/)
        expect(text).toContain(VALUES.link)
        if (!withStopHint) expect(text).not.toContain("STOP")
      }
    }
    expect(SMS_COPY[language].stopHint).toContain("STOP")
  })

  it("a tracking link too long for three parts gives way to the tracking number, which keeps the STOP hint", () => {
    const long = { ...VALUES, trackingUrl: `https://tracking.example.com/${"x".repeat(400)}` }
    const text = renderSms("shipped", "ja", { ...long, withStopHint: true })
    expect(text).toContain("JJD0012345678")
    expect(text).not.toContain("tracking.example.com")
    expect(text).toContain("STOP")
    expect(segmentsOf(text)).toBeLessThanOrEqual(MAX_SMS_PARTS)
  })
})
