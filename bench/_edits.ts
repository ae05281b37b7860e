import { execFile } from "node:child_process"
import { promisify } from "node:util"
const commerceUrl = "http://127.0.0.1:3203", storefrontUrl = "http://127.0.0.1:3202"
const load = promisify(execFile)("wrk", ["-t1", "-c16", "-d20s", "-H", "accept-encoding: br, gzip", "-s", "/tmp/queries.lua", "http://127.0.0.1:3202/"])
for (let edit = 1; edit <= 3; edit++) {
  await new Promise((resolve) => setTimeout(resolve, 4000))
  const item = 1 + ((edit * 7919 + 5) % 64000)
  const word = `benchedit${process.pid}x${edit}`
  const started = performance.now()
  console.log(await (await fetch(`${commerceUrl}/bench/rename?${new URLSearchParams({ item: String(item), word })}`, { method: "POST" })).text())
  for (let polls = 0; ; polls++) {
    const response = await fetch(`${storefrontUrl}/api/search?${new URLSearchParams({ q: word, lang: "en", limit: "1" })}`)
    const text = await response.text()
    if (polls % 20 === 0) console.log(response.status, text.slice(0, 120))
    if (text.includes(`"id":${item},`)) break
    if (performance.now() - started > 30_000) { console.log("not found"); break }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(edit, ((performance.now() - started) / 1000).toFixed(2))
}
console.log((await load).stdout.split("\n").slice(-7).join("\n"))
