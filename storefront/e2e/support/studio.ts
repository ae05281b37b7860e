/**
 * Driving the real Sanity Studio served by the local content API (E2E_STUDIO_URL, https://local.localhost:<port>/),
 * as an editor does: open a document, type, publish, discard. Every answer the Studio gets is watched: a call
 * the local API does not implement shows up as a 4xx/5xx or a failed request, and `problems` lists it.
 */
import type { BrowserContext, Locator, Page, Request } from "@playwright/test"
import { expect } from "@playwright/test"

export const STUDIO_URL = process.env.E2E_STUDIO_URL ?? "https://local.localhost:3333/"
const studioOrigin = new URL(STUDIO_URL).origin

export class Studio {
  /** Answers of 400 and above, and requests that failed, from any host (the Studio should call none but its own). */
  readonly problems: string[] = []
  /** Document writes the Studio has sent and not yet had answered, and when the last one was sent or answered. */
  private writesInFlight = 0
  private lastWriteActivityAt = 0

  private constructor(readonly page: Page) {
    const isWrite = (url: string) => url.includes("/data/actions/") || url.includes("/data/mutate/")
    page.on("request", (request) => {
      if (!isWrite(request.url())) return
      this.writesInFlight++
      this.lastWriteActivityAt = Date.now()
    })
    const answered = (request: Request) => {
      if (!isWrite(request.url())) return
      this.writesInFlight--
      this.lastWriteActivityAt = Date.now()
    }
    page.on("requestfinished", answered)
    page.on("requestfailed", answered)
    page.on("response", (response) => {
      if (response.status() >= 400) this.problems.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    })
    page.on("requestfailed", (request) => {
      // The Studio itself cancels some requests (its protocol check reads only the headers): not a failure.
      if (request.failure()?.errorText === "net::ERR_ABORTED") return
      this.problems.push(`${request.failure()?.errorText ?? "failed"} ${request.method()} ${request.url()}`)
    })
    page.on("websocket", (socket) =>
      socket.on("socketerror", (error) => {
        // The Studio closing a socket it no longer needs before it opened is its own doing, like ERR_ABORTED.
        if (!/closed before the connection is established/.test(error)) this.problems.push(`websocket ${socket.url()}: ${error}`)
      })
    )
  }

  static async open(context: BrowserContext): Promise<Studio> {
    return new Studio(await context.newPage())
  }

  /** A Studio route, e.g. "structure/faqItem;faqItem-de;faq-01-de". */
  async goto(route = ""): Promise<void> {
    await this.page.goto(`${studioOrigin}/${route}`)
  }

  field(name: string): Locator {
    return this.page.locator(`[data-testid="field-${name}"]`)
  }

  /**
   * Types at the end of a Portable Text field. A brand-new document's editor is drawn again once the Studio has
   * saved the document's first fields, and keys typed just then are lost: wait for the save, and check the text landed.
   */
  async appendToRichText(name: string, text: string): Promise<void> {
    await this.saved()
    const editor = this.field(name).locator('[contenteditable="true"]').first()
    await editor.click()
    await this.page.keyboard.press("Control+End")
    await this.page.keyboard.type(text)
    await expect(editor).toContainText(text.trim())
  }

  /**
   * Waits until the Studio has saved what was typed (its writes are answered and it has sent no new one for a
   * second), as an editor glances at "Edited just now" before publishing. Publishing while the Studio is still
   * saving a brand-new document's first edits was seen to do nothing here.
   */
  async saved(): Promise<void> {
    await expect.poll(() => this.writesInFlight === 0 && Date.now() - this.lastWriteActivityAt > 1_000, { timeout: 15_000 }).toBe(true)
  }

  get publishButton(): Locator {
    return this.page.locator('[data-testid="action-publish"]')
  }

  async publish(): Promise<void> {
    // Leaving a field makes the Studio save what it still holds; the Publish button is briefly disabled while it
    // does, so a click at that moment would be lost. Leave the field first, as the click itself would.
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await this.saved()
    await expect(this.publishButton).toBeEnabled({ timeout: 15_000 })
    await this.publishButton.click()
    await expect(this.page.getByText(/was published/)).toBeVisible({ timeout: 15_000 })
  }

  /** The document footer's menu: Duplicate, Discard changes, Unpublish, Delete. */
  async documentAction(name: string, confirm?: string): Promise<void> {
    await this.page.locator('[data-testid="action-menu-button"]').click()
    await this.page.getByRole("menuitem", { name }).click()
    if (confirm) await this.page.getByRole("dialog").getByRole("button", { name: confirm }).click()
  }
}
