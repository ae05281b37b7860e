/** An e-mail as it is sent: its HTML and a plain-text part made from the same React Email element. */
import { render } from "@react-email/components"
import type { ReactElement } from "react"

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/**
 * The plain-text part keeps the heading's case (html-to-text shouts h1 in capitals) and puts each table cell
 * on a line of its own: the e-mails lay out amounts in cells, which would otherwise run into the item's name.
 */
const PLAIN_TEXT = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "td", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  ],
}

/** Control characters (C0, DEL and C1) but tab, line feed and carriage return. */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/gu

/**
 * Without control characters: React 18's streaming render, which React Email's render uses, flushes the whole of
 * its 2 KB buffer, zero bytes included, when a multi-byte character does not fit at its end (facebook/react#26228,
 * resend/react-email#1785): a NUL lands in the preview's padding or in an Arabic word, and some mail clients cut
 * the mail there. The character itself follows in the next chunk, so dropping the NUL loses nothing. Any other
 * control character (one a visitor pasted into the contact form) has no business in an e-mail either.
 */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_CHARACTERS, "")

export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })])
  return { subject: withoutControlCharacters(subject), html: withoutControlCharacters(html), text: withoutControlCharacters(text) }
}
