import { chromium } from "@playwright/test"
const base = process.argv[2] ?? "https://local.localhost:3334"
const path = process.argv[3] ?? "/"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] })
const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } })
const page = await context.newPage()
const seen = new Map()
page.on("response", (r) => { const u = new URL(r.url()); if (u.pathname.startsWith("/static/")) return; const k = `${r.status()} ${r.request().method()} ${u.pathname}${u.search.slice(0, 120)}`; seen.set(k, (seen.get(k) ?? 0) + 1) })
page.on("requestfailed", (r) => console.log("FAILED", r.url().slice(0, 200), r.failure()?.errorText))
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("CONSOLE", m.type(), m.text().slice(0, 300)) })
page.on("websocket", (ws) => console.log("WEBSOCKET", ws.url()))
await page.goto(base + path)
await page.waitForTimeout(Number(process.argv[4] ?? 12000))
await page.screenshot({ path: "/tmp/studio.png" })
for (const [k, n] of seen) console.log(n, k)
await browser.close()
