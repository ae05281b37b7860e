/**
 * The local Stripe test stand-in's hosted payment page, driven as a shopper drives Stripe's: its labelled
 * fields and the Pay / Cancel buttons. (A real Stripe page is not reachable from the test machines.)
 */
import { expect, type Page } from "@playwright/test"
import pg from "pg"

export class PaymentPage {
  constructor(readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/c\/pay\/cs_test_/)
    await expect(this.page.getByRole("button", { name: "Pay" })).toBeVisible()
  }

  /** The Checkout Session id in the page's URL. */
  get sessionId(): string {
    const id = /\/c\/pay\/(cs_test_[A-Za-z0-9]+)/.exec(this.page.url())?.[1]
    if (!id) throw new Error(`not a payment page: ${this.page.url()}`)
    return id
  }

  async fill(details: { email?: string; name?: string; address?: string; city?: string; postalCode?: string; card: string }): Promise<void> {
    const { page } = this
    if (details.email) await page.getByLabel("Email").fill(details.email)
    if (details.name) await page.getByLabel("Full name").fill(details.name)
    if (details.address) await page.getByLabel("Address").fill(details.address)
    if (details.city) await page.getByLabel("City").fill(details.city)
    if (details.postalCode) await page.getByLabel("Postal code").fill(details.postalCode)
    await page.getByLabel("Card number").fill(details.card)
  }

  pay = () => this.page.getByRole("button", { name: "Pay" }).click()
  cancel = () => this.page.getByRole("button", { name: "Cancel" }).click()
}

export const GOOD_CARD = "4242 4242 4242 4242"
export const DECLINED_CARD = "4000 0000 0000 0002"

/** The order Medusa holds for a display number, read from commerce's database (what the admin shows). */
export async function orderInCommerce(orderNumber: number): Promise<{ email: string; address_1: string; city: string; country_code: string; items: number } | undefined> {
  const order = await orderChargeInCommerce(orderNumber)
  if (!order) return undefined
  const { currency_code: _currency, total: _total, ...rest } = order
  return rest
}

/** The same, with the order's currency and its total (as charged, in that currency). */
export async function orderChargeInCommerce(
  orderNumber: number
): Promise<{ email: string; address_1: string; city: string; country_code: string; items: number; currency_code: string; total: number } | undefined> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT o.email, a.address_1, a.city, a.country_code, o.currency_code,
              (SELECT count(*)::int FROM order_item oi WHERE oi.order_id = o.id AND oi.deleted_at IS NULL) AS items,
              (SELECT (s.totals->>'original_order_total')::float FROM order_summary s WHERE s.order_id = o.id AND s.deleted_at IS NULL ORDER BY s.version LIMIT 1) AS total
         FROM "order" o JOIN order_address a ON a.id = o.shipping_address_id
        WHERE o.display_id = $1`,
      [orderNumber]
    )
    return rows[0]
  } finally {
    await client.end()
  }
}
