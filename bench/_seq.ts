import { distinctQueries } from "./search-scale.js"
const paths = distinctQueries().slice(36000, 36400)
const slow: string[] = []
const all: number[] = []
for (const p of paths) {
  const t = performance.now()
  const r = await fetch("http://127.0.0.1:3202" + p, { headers: { "accept-encoding": "br" } })
  await r.arrayBuffer()
  const ms = performance.now() - t
  all.push(ms)
  if (ms > 20) slow.push(ms.toFixed(1) + " " + decodeURIComponent(p))
}
all.sort((a, b) => a - b)
console.log("p50", all[200]!.toFixed(1), "p95", all[380]!.toFixed(1), slow.length, "slow"); console.log(slow.slice(0, 20).join("\n"))
