/** Screenshots kept as artefacts: test-results/screenshots/<screen>-<desktop|mobile>.png at the repo root. */
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import path from "node:path"
import type { Page, TestInfo } from "@playwright/test"

export const SCREENSHOT_DIR = fileURLToPath(new URL("../../../test-results/screenshots/", import.meta.url))

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

/** Saves the whole page as `<name>-<viewport>.png` and attaches it to the test's report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, viewport: ViewportName): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}-${viewport}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" })
  await testInfo.attach(`${name}-${viewport}`, { path: file, contentType: "image/png" })
  return file
}
