/** axe-core's WCAG 2.2 AA rules over the page as it is now (accessibility.spec.ts, keyboard.spec.ts). */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** axe-core itself (the version @axe-core/playwright would inject), put into each document once. */
const fromBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))
const AXE_SOURCE = readFileSync(fromBuilder.resolve("axe-core/axe.min.js"), "utf8")

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

/** The violations axe finds on the page as it is now, one line each (rule, impact, where, what to fix). */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Parts below the fold laid out only near the screen (content-visibility: auto: the shipping page's
  // tables) would have their colours read wrongly by axe (against the page's background instead of their
  // own). Rendered for the check; nothing else about the page changes.
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>("*").forEach((element) => {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible"
    })
  })
  // Legacy mode: axe runs in the page itself. The default opens a blank page for every check to gather each
  // frame's results there (the shop has no frames): the same findings in clearly less time a check, and the
  // accessibility sweep makes a check per screen and state.
  // axe's 500 KB are put into the document once, not twice a check (the builder evaluates its source on each
  // analyze and again to inject it), and only the violations come back (not every passing node's markup): the
  // same findings in a fraction of the time a check.
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(AXE_SOURCE)
  const { violations: found } = await new AxeBuilder({ page, axeSource: ";" })
    // options() replaces what withTags() set: it comes first.
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze()
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
  )
}
