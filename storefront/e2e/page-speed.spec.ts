/**
 * Page speed on a phone, held by the tests (issue 52): Lighthouse's mobile run (a mid-range phone on a slow 4G
 * network, simulated; Debian's Chromium) on the home, catalogue, product, cart and search pages, with a budget for
 * each figure. The median of five runs counts (by performance score): Lighthouse's own advice against run-to-run
 * variance, which on this 2-core machine is tens of milliseconds of blocking time.
 *
 * npm test runs this project alone, after the other browser tests: the blocking time Lighthouse reports is what
 * it saw the page's main thread do, so other work on the machine would be counted as the page's.
 *
 * The budgets were set from measured runs on a 2-core machine, 3 runs a page: npm start on main (quiet), and this
 * test at the end of a fresh clone's npm test (what CI meets), 2026-12-06. Performance 88–99 (medians 93–97), total
 * blocking time 30–404 ms (medians 163–271), LCP 1,433–2,473 ms (medians 2,036–2,353), CLS 0 but for two runs'
 * 0.002 (cart, product: a shift in the header's tools), first-paint JavaScript 132.5–136.6 KB as sent. Each
 * budget's margin over those figures is written beside it. The targets the shop aims at (performance ≥ 95,
 * TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS 0) are bench/lighthouse.ts's; the budgets hold what is reached, so a change that
 * costs shoppers speed fails (last round's fall to 71–83 with 730–820 ms of blocking time would).
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { throttling } from "lighthouse/core/config/constants.js"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import os from "node:os"
import { chromium, expect, test } from "@playwright/test"

const BUDGET = {
  /** Lighthouse's performance score: medians 93–97; 5 points under the lowest median, for this machine's variance. */
  performance: 88,
  /** ms: medians 163–271, single runs up to 404; 80 ms over the highest median. */
  totalBlockingTime: 350,
  /**
   * ms: the target itself. Lighthouse's LCP here is simulated from a trace where the page painted after its scripts
   * arrived, so it counts the first-paint JavaScript and the HTML's bytes: the home page's medians were 2,353–2,517
   * (a CI run failed on 2,517) until the grids' HTML carried cards instead of whole entries (52 to 17 KB sent), then 2,280–2,440.
   */
  largestContentfulPaint: 2_500,
  /** Medians 0; two runs' 0.002 (a shift in the header's tools, cause not found yet) allowed 2.5 times over. */
  cumulativeLayoutShift: 0.005,
  /** KB sent (compressed) of the scripts the page asks for before its first contentful paint: 132.5–136.6; 10% over the highest. */
  firstPaintJsKb: 150,
}
const RUNS = 5
const UNREAD_AUDITS = ["bf-cache", "screenshot-thumbnails", "final-screenshot"]
const PAGES = ["/en", "/en/products", "/en/product/1", "/en/cart", "/en/search?q=watch"]
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]

interface Audit {
  numericValue?: number
  details?: { items?: { url: string; resourceType?: string; networkRequestTime?: number; transferSize?: number }[] }
}
interface Run {
  /** The host's speed as Lighthouse measured it before loading the page. */
  benchmarkIndex: number
  performance: number
  totalBlockingTime: number
  largestContentfulPaint: number
  cumulativeLayoutShift: number
  firstPaintJsKb: number
}

/**
 * Lighthouse's benchmark index of a machine on which its mobile preset's 4x CPU slowdown simulates the phone it
 * means: its throttling calculator's 4x point (lighthouse-cpu-throttling-calculator, which Lighthouse's throttling guide points
 * to). This machine measures 1,400–2,100.
 */
const REFERENCE_BENCHMARK_INDEX = 1533

/**
 * The CPU slowdown that simulates the same phone on this host as 4x does on the reference: fewer times slower on a
 * slower host (Lighthouse's advice for slow hosts, its throttling guide's "CPU throttling"), never more than the preset's
 * 4x, so a fast host measures as Lighthouse's default does. The host's index is the median of five measurements after
 * one to warm the JavaScript engine up (single ones here spread over 1,030–2,100). Without it, a CI machine slower
 * than this one counted its own slowness as the page's: a run there measured the home page at blocking times of
 * 286–583 ms where this machine measured 111–174.
 */
async function cpuSlowdownForThisHost(port: number): Promise<{ benchmarkIndex: number; cpuSlowdown: number }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    const indexes: number[] = []
    for (let i = 0; i <= 5; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    await page.close()
    const benchmarkIndex = indexes.slice(1).sort((a, b) => a - b)[2]!
    const preset = throttling.mobileSlow4G.cpuSlowdownMultiplier
    return { benchmarkIndex, cpuSlowdown: Math.min(preset, (preset * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) }
  } finally {
    await browser.close()
  }
}

/** One Lighthouse run's figures (Chromium's trace sometimes misses the navigation's start: that run is made again). */
async function lighthouseRun(port: number, url: string, cpuSlowdown: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    await machineQuiet(1, 15)
    const result = await lighthouse(url, {
      port,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      // What no budget reads: the full-page screenshot, the filmstrip and the back/forward-cache check (which loads
      // the page again). A third of each run's time.
      disableFullPageScreenshot: true,
      skipAudits: UNREAD_AUDITS,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) {
      if (lhr.runtimeError.code === "NO_NAVSTART" && attempt < 3) continue
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    }
    const audits = lhr.audits as Record<string, Audit>
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const firstPaint = value("first-contentful-paint")
    const scripts = (audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script" && (item.networkRequestTime ?? 0) <= firstPaint)
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      totalBlockingTime: value("total-blocking-time"),
      largestContentfulPaint: value("largest-contentful-paint"),
      cumulativeLayoutShift: value("cumulative-layout-shift"),
      firstPaintJsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    }
  }
}

/**
 * Waits until the storefront has no pages left to make smaller (work it does while no shopper asks; /health's
 * pages.toImprove, for the operator's token). The phone Lighthouse simulates is this machine's Chromium: the
 * server's background work beside it would count as the page's blocking time (a fresh clone's npm test measured the
 * home page at 78–88 (blocking time 415–830 ms) right after the other browser tests, the next pages at 91–98).
 */
async function serverSettled(baseURL: string): Promise<void> {
  const token = process.env.E2E_HEALTH_TOKEN
  if (!token) return
  const deadline = Date.now() + 120_000
  for (;;) {
    const health = (await (await fetch(`${baseURL}/health`, { headers: { authorization: `Bearer ${token}` } })).json()) as { pages?: { toImprove?: number } }
    const left = health.pages?.toImprove
    if (left === undefined) throw new Error("/health gave no pages.toImprove: is E2E_HEALTH_TOKEN the storefront's HEALTH_TOKEN?")
    if (left === 0) return
    if (Date.now() > deadline) throw new Error(`the storefront still had ${left} pages to make smaller after 2 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The share of the machine's CPU time that was busy over the next second. */
async function busyShare(): Promise<number> {
  const times = () => os.cpus().reduce((sum, { times: t }) => ({ busy: sum.busy + t.user + t.nice + t.sys + t.irq, idle: sum.idle + t.idle }), { busy: 0, idle: 0 })
  const before = times()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const after = times()
  return (after.busy - before.busy) / (after.busy - before.busy + after.idle - before.idle)
}

/**
 * Waits (up to `withinSeconds`) for `seconds` in a row with the machine's cores under 40% busy: whatever the other
 * tests left running (services winding down, the database tidying up) would otherwise count as the page's blocking time.
 */
async function machineQuiet(seconds: number, withinSeconds: number): Promise<void> {
  const deadline = Date.now() + withinSeconds * 1000
  let quietSeconds = 0
  while (quietSeconds < seconds && Date.now() < deadline) quietSeconds = (await busyShare()) < 0.4 ? quietSeconds + 1 : 0
  if (quietSeconds < seconds) console.log(`the machine was still busy after ${withinSeconds} s: measuring anyway`)
}

test.describe("page speed on a phone (Lighthouse mobile), within budget", () => {
  test.describe.configure({ timeout: 180_000 })
  let chrome: chromeLauncher.LaunchedChrome
  let host: { benchmarkIndex: number; cpuSlowdown: number }

  test.beforeAll(async ({ baseURL }) => {
    // Its own waits (up to 2 minutes for the server, one for a quiet machine) are longer than a hook's 30 s.
    test.setTimeout(240_000)
    await serverSettled(baseURL!)
    await machineQuiet(2, 60)
    chrome = await chromeLauncher.launch({ chromePath: process.env.LIGHTHOUSE_CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS })
    host = await cpuSlowdownForThisHost(chrome.port)
    console.log(`this host's benchmark index ${host.benchmarkIndex.toFixed(0)}: the phone simulated at ${host.cpuSlowdown.toFixed(2)}x CPU slowdown`)
  })
  test.afterAll(() => chrome?.kill())

  for (const page of PAGES) {
    test(`${page}: performance, blocking time, LCP, CLS and first-paint JavaScript within budget`, async ({ baseURL }) => {
      const runs: Run[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(chrome.port, `${baseURL}${page}`, host.cpuSlowdown))
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!
      const shown = runs.map(
        (r) =>
          `${r.performance} (TBT ${r.totalBlockingTime.toFixed(0)} ms, LCP ${r.largestContentfulPaint.toFixed(0)} ms, CLS ${r.cumulativeLayoutShift.toFixed(3)}, JS ${r.firstPaintJsKb.toFixed(1)} KB, benchmark index ${r.benchmarkIndex.toFixed(0)})`
      )
      test.info().annotations.push({ type: "runs", description: shown.join("; ") })
      console.log(`${page}: ${shown.join("; ")}`)
      expect.soft(median.performance, "performance score").toBeGreaterThanOrEqual(BUDGET.performance)
      expect.soft(median.totalBlockingTime, "total blocking time (ms)").toBeLessThanOrEqual(BUDGET.totalBlockingTime)
      expect.soft(median.largestContentfulPaint, "largest contentful paint (ms)").toBeLessThanOrEqual(BUDGET.largestContentfulPaint)
      expect.soft(median.cumulativeLayoutShift, "cumulative layout shift").toBeLessThanOrEqual(BUDGET.cumulativeLayoutShift)
      expect.soft(median.firstPaintJsKb, "first-paint JavaScript (KB sent)").toBeLessThanOrEqual(BUDGET.firstPaintJsKb)
    })
  }
})
