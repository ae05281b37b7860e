/**
 * Storefront page speed (issue 3): Lighthouse (mobile preset, Debian's Chromium) on the home, catalogue and
 * product pages of the production build, with the gzipped JavaScript the page loads before its first
 * contentful paint; and the floor: the gzipped JS of a bare app that only mounts the same libraries
 * (storefront/bench-floor). Targets: score ≥ 95 on all three; first-paint JS ≤ 1.2× the floor.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { gzipSync } from "node:zlib"
import { STOREFRONT_DIR } from "../scripts/lib/paths.js"
import type { BenchStack } from "./lib/stack.js"

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]
const FLOOR_DIR = path.join(STOREFRONT_DIR, "bench-floor")
const DIST_ASSETS = path.join(STOREFRONT_DIR, "dist", "assets")

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Builds the floor app with the storefront's own Vite and plugin, returns its gzipped JS bytes. */
async function floorBytes(): Promise<number> {
  const require = createRequire(path.join(STOREFRONT_DIR, "package.json"))
  const vite = (await import(pathToFileURL(require.resolve("vite")).href)) as typeof import("vite")
  const react = (await import(pathToFileURL(require.resolve("@vitejs/plugin-react")).href)).default as () => import("vite").PluginOption
  const outDir = path.join(FLOOR_DIR, "dist")
  await vite.build({ root: FLOOR_DIR, logLevel: "error", plugins: [react()], resolve: { dedupe: ["react", "react-dom"] }, build: { outDir, emptyOutDir: true } })
  const js = readdirSync(path.join(outDir, "assets")).filter((f) => f.endsWith(".js"))
  const total = js.reduce((sum, f) => sum + gzipSize(path.join(outDir, "assets", f)), 0)
  rmSync(outDir, { recursive: true, force: true })
  return total
}

interface PageResult {
  page: string
  score: number
  firstPaintJs: number
}

/** The page's JS requested before first contentful paint, measured as the gzipped size of the built files. */
function firstPaintJs(lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> }): number {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? Infinity
  const items = (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string; networkRequestTime?: number }[] })?.items ?? []
  const scripts = items.filter((item) => item.resourceType === "Script" && (item.networkRequestTime ?? 0) <= fcp)
  return scripts.reduce((sum, item) => {
    const file = path.join(DIST_ASSETS, path.basename(new URL(item.url).pathname))
    return sum + (existsSync(file) ? gzipSize(file) : 0)
  }, 0)
}

export async function benchLighthouse(stack: BenchStack): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS })
  try {
    const results: PageResult[] = []
    for (const page of ["/", "/products", "/product/1"]) {
      const runner = await lighthouse(`${stack.storefrontUrl}${page}`, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" })
      if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`)
      const lhr = runner.lhr as unknown as { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number; details?: unknown }> }
      results.push({ page, score: Math.round((lhr.categories.performance.score ?? 0) * 100), firstPaintJs: firstPaintJs(lhr) })
    }
    const floor = await floorBytes()
    console.log(`\nLighthouse (mobile preset), production build:`)
    for (const r of results) {
      const ratio = r.firstPaintJs / floor
      console.log(
        `${r.page.padEnd(14)} performance ${String(r.score).padStart(3)} ${r.score >= 95 ? "✔" : "✖"}   ` +
          `first-paint JS ${kb(r.firstPaintJs).padStart(9)} gzip = ${ratio.toFixed(2)}× floor ${ratio <= 1.2 ? "✔" : "✖"}`
      )
    }
    console.log(`floor (bare app with the same libraries): ${kb(floor)} gzip   (targets: score ≥ 95, first-paint JS ≤ 1.2× floor)`)
  } finally {
    await chrome.kill()
  }
}
