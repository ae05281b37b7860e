import { existsSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"

/**
 * Debian's Chromium headless shell when installed (`chromium-headless-shell`, what Playwright itself runs
 * headless): the same engine without the browser's UI, and the whole suite clearly faster on two cores.
 * Otherwise Debian's full Chromium. CHROME_PATH picks another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
const chromiumPath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium")

/**
 * Browser tests against the real running stack (npm test starts commerce and the storefront once and sets
 * E2E_BASE_URL). Debian's Chromium: nothing downloads a browser.
 */
export default defineConfig({
  testDir: "./e2e",
  outputDir: "../test-results/e2e",
  fullyParallel: false,
  // Two browsers at a time (a spec file each; the accessibility sweep's languages each): one left a core idle while
  // its page waited on the server (npm test's busy-cores figure showed it). E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT_FILE ?? "../.data/test-reports/e2e.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:3000",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    // The shopper's journeys against the storefront.
    { name: "chromium", testIgnore: /(studio|page-speed)\.spec\.ts$/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Lighthouse's mobile run on five pages, with budgets (issue 52): npm test runs it alone, once the other browser
    // tests are done, since what else the machine does counts as the page's blocking time. It starts its own
    // Chromium (Debian's full browser, as Lighthouse needs): this project uses no Playwright page.
    // Its own output folder: a run clears its folder first, and the shop's failure screenshots must outlive it.
    { name: "speed", testMatch: /page-speed\.spec\.ts$/, workers: 1, outputDir: "../test-results/speed" },
    // Editors in the real Sanity Studio (E2E_STUDIO_URL), which edits the content: npm test runs it beside the shop's
    // journeys, which read a content API of their own.
    {
      name: "studio",
      testMatch: /studio\.spec\.ts$/,
      timeout: 120_000,
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1440, height: 900 }, ignoreHTTPSErrors: true },
    },
  ],
})
