import { openLoop } from "./lib/open-loop.js"
import { distinctQueries } from "./search-scale.js"
const paths = distinctQueries().slice(Number(process.env.SKIP ?? 20000))
const r = await openLoop("http://127.0.0.1:3202", paths, { rate: Number(process.env.RATE ?? 500), connections: 16, seconds: 15, headers: { "accept-encoding": "br, gzip" } })
console.log(JSON.stringify(r))
