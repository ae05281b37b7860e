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

export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })])
  return { subject, html, text }
}
