/**
 * The local mail catcher the test run starts (maildev; MAIL_CATCHER_URL): its web inbox, as a shopper reading
 * their mail, and its REST API, to wait for a message to arrive.
 */
import { expect, type Page } from "@playwright/test"
import { readText } from "./bidi.js"

export { readText }

export const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? "http://127.0.0.1:1080"

interface CaughtEmail {
  subject: string
  to: { address: string }[]
  html: string
  text: string
}

/** Waits until `address` has a message whose subject (as read, without isolates) matches, and gives it. */
export async function waitForEmail(address: string, subject: RegExp): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${MAIL_CATCHER_URL}/api/email`)).json()) as CaughtEmail[]
        found = all.find((mail) => mail.to.some((to) => to.address === address) && subject.test(readText(mail.subject)))
        return found !== undefined
      },
      { timeout: 20_000, message: `an e-mail to ${address} with subject ${subject}` }
    )
    .toBe(true)
  return found!
}

/** Every message to `address` so far. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const all = (await (await fetch(`${MAIL_CATCHER_URL}/api/email`)).json()) as CaughtEmail[]
  return all.filter((mail) => mail.to.some((to) => to.address === address))
}

/** Opens the web inbox and the message to `address` with `subject`, as a shopper would read it. */
export async function openInInbox(page: Page, address: string, subject: string): Promise<void> {
  await page.goto(MAIL_CATCHER_URL)
  await page.getByPlaceholder("Search emails...").fill(address)
  // The list filters and refreshes as mail arrives: a click on a row it is redrawing opens nothing, so click
  // until the message's frame shows.
  await expect(async () => {
    await page.getByText(subject, { exact: true }).first().click()
    await expect(page.locator("iframe").first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}

/** The open message's body (the inbox shows it in a frame). */
export const openMessage = (page: Page) => page.frameLocator("iframe").first()
