import { createPageRenderer } from "/work/main/storefront/server/pages/page-renderer.ts"
import { parsedAnswer } from "/work/main/storefront/server/pages/page-renderer.ts"
const EMPTY = {}
const cache = new Map<string, { status: number; payload: unknown }>()
const transport = async (url: string) => {
  let hit = cache.get(url)
  if (!hit) {
    const r = await fetch("http://127.0.0.1:3000" + url)
    hit = { status: r.status, payload: await r.json() }
    cache.set(url, hit)
  }
  return parsedAnswer(hit.status, hit.payload)
}
const renderer = await createPageRenderer({ distDir: "/work/main/storefront/dist", origin: "http://localhost:3000", transport })
const langs = ["de", "fr", "ja", "ar", "en", "es", "it", "ru", "zh", "ko", "hi", "bn", "id", "pt"] as const
const paths: [string, (typeof langs)[number]][] = []
for (let id = 1; id <= 300; id++) for (const l of langs) paths.push([`/${l}/product/${id}`, l])
// prime data
for (const [p, l] of paths.slice(0, 4200)) await renderer.render(p, l, EMPTY, new Set())
const times: number[] = []
for (const [p, l] of paths.slice(0, 4200)) {
  const t = performance.now()
  await renderer.render(p, l, EMPTY, new Set())
  times.push(performance.now() - t)
}
times.sort((a, b) => a - b)
console.log("median", times[times.length >> 1].toFixed(2), "p95", times[Math.floor(times.length * 0.95)].toFixed(2))
