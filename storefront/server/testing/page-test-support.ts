/**
 * For tests of server-rendered pages. A page's first visit while the server is busy (on a 2-core machine, the
 * other test processes and commerce count) may be answered with the app's shell while the page renders in the
 * background, as designed (html-pages.ts, MAX_RENDER_WAIT_MS); the next visit gets the kept page. A test about
 * the rendered page asks again until it has it.
 */
import { setTimeout as sleep } from "node:timers/promises"
import { withoutIsolates } from "@shop/contracts/bidi"

/** The app's shell, not a rendered page: the shell has no server state for the browser to hydrate with. */
export const isAppShell = (html: string) => html.includes('id="root"') && !html.includes('id="server-state"')

/** `ask`, repeated (100 ms apart, at most 50 times) while its answer is the app's shell. */
export async function whenRendered<T>(ask: () => Promise<T>, htmlOf: (answer: T) => string | undefined): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask()
    const html = htmlOf(answer)
    if (html === undefined || !isAppShell(html) || attempt === 50) return answer
    await sleep(100)
  }
}

/**
 * What an element of a page says: its HTML without tags, entities as they read, and without isolates (values set
 * into a sentence are <bdi> elements in markup, isolating characters where markup cannot go).
 */
export const textOf = (html: string) =>
  withoutIsolates(html.replace(/<[^>]*>/g, ""))
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
