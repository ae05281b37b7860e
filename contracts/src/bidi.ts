/**
 * Values set into a sentence (a query, a product name, a price, a range, an order number) are isolated from
 * it, so an Arabic sentence around a Latin name or a number reads in the right order ("2-1" stays "1-2", a
 * count stays outside the quotes). In plain text (e-mails, subjects, titles, attributes) the isolate is
 * Unicode's FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE; markup renders the same run as `<bdi>`.
 */
export const FIRST_STRONG_ISOLATE = "\u2068"
export const POP_DIRECTIONAL_ISOLATE = "\u2069"

/** `value` isolated from the text around it. */
export const isolate = (value: string | number): string => `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`

/** `text` without its isolates: what the text says, for comparing and searching. */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, "")

/** The Portable Text decorator of a value the shop sets into CMS text (a figure): rendered as `<bdi>`. */
export const ISOLATE_MARK = "isolate"
