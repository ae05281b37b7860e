/** What the order e-mails show of an order (read by lib/order-emails.ts from Medusa's order). */
import type { LanguageCode } from "@shop/contracts/languages"

export interface OrderEmailLine {
  title: string
  quantity: number
  /** In the order's currency, as charged. */
  total: number
}

export interface OrderEmailData {
  orderId: string
  /** The number the shopper sees (Medusa's display id). */
  number: string
  email: string
  language: LanguageCode
  /** What the order was charged in (ISO 4217, lower case as Medusa keeps it). */
  currency: string
  lines: OrderEmailLine[]
  itemsTotal: number
  /** The shipping method as Medusa names it (the e-mail puts it in its language) and what it cost. */
  shipping: { name: string; amount: number } | undefined
  total: number
  /** Name and address lines of the ship-to address, as the shopper gave them. */
  shipTo: string[]
  /** The order page (no login: the link is the key). */
  orderUrl: string
}
