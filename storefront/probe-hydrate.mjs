import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] })
const page = await browser.newPage()
const messages = []
const api = []
page.on("console", (m) => { if (["error", "warning"].includes(m.type())) messages.push(`${m.type()}: ${m.text().slice(0, 300)}`) })
page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`))
page.on("request", (r) => { if (r.url().includes("/api/")) api.push(r.url()) })
const langs = process.argv[2] ? process.argv[2].split(",") : ["de", "ar", "ja"]
const paths = ["", "/products", "/product/5", "/faq", "/shipping", "/cart", "/contact", "/returns", "/search?q=watch", "/nope"]
for (const lang of langs) for (const p of paths) {
  messages.length = 0; api.length = 0
  const url = `http://localhost:3000${lang === "pl" ? "" : "/" + lang}${p}`
  await page.goto(url, { waitUntil: "networkidle" })
  await page.waitForTimeout(300)
  console.log(url, messages.length ? messages.join(" | ") : "ok", api.length ? "API: " + api.map((u) => u.replace("http://localhost:3000", "")).join(",") : "")
}
await browser.close()
