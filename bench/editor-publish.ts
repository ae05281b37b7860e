/**
 * How quickly an editor's publish reaches shoppers (issue 10): a German FAQ question edited as a draft and
 * published through the content API's document actions (the calls the Studio makes), timed from the publish's
 * answer until the storefront's /api/faq shows it. The draft is checked to stay invisible first. Target: 10 s.
 * And a search synonym (issue 41): a new word added to a group of the German synonyms, published, timed until
 * /api/search finds products by it. Target: 5 s, as for a product edit.
 */
import { fileURLToPath } from "node:url"
import { CONTENT_API_PORT, localContentToken } from "../scripts/lib/content.js"
import type { Figure } from "./lib/figures.js"
import { benchStack, type BenchStack } from "./lib/stack.js"

const DOCUMENT = "faq-04-de"
const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 5)
const TARGET_MS = 10_000
const SYNONYMS_DOCUMENT = "search-synonyms-de"
const SYNONYM_TARGET_MS = 5_000

export async function benchEditorPublish(stack: BenchStack): Promise<Figure[]> {
  if (process.env.SANITY_PROJECT_ID) {
    console.log("\neditor publish → storefront: skipped (a real Sanity project is configured)")
    return []
  }
  const api = `http://127.0.0.1:${CONTENT_API_PORT}/v2025-02-19/data`
  const headers = { authorization: `Bearer ${localContentToken()}`, "content-type": "application/json" }
  const act = async (actions: unknown[]) => {
    const response = await fetch(`${api}/actions/production`, { method: "POST", headers, body: JSON.stringify({ actions }) })
    if (!response.ok) throw new Error(`content API actions: ${response.status} ${await response.text()}`)
  }
  const current = async () => {
    const query = encodeURIComponent(`*[_id == "${DOCUMENT}"][0]{question, _rev}`)
    return ((await (await fetch(`${api}/query/production?query=${query}`)).json()) as { result: { question: string; _rev: string } }).result
  }
  const storefrontShows = async (text: string) => (await (await fetch(`${stack.storefrontUrl}/api/faq?lang=de`)).text()).includes(text)
  const setQuestion = (question: string) => act([{ actionType: "sanity.action.document.edit", draftId: `drafts.${DOCUMENT}`, publishedId: DOCUMENT, patch: { set: { question } } }])
  const publish = async () =>
    act([{ actionType: "sanity.action.document.publish", draftId: `drafts.${DOCUMENT}`, publishedId: DOCUMENT, ifPublishedRevisionId: (await current())._rev }])

  const synonymTimes = await timeSynonymPublishes(stack, act)
  const original = (await current()).question
  const times: number[] = []
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const question = `${original} (Runde ${round}, ${Date.now()})`
      await storefrontShows(original) // the FAQ is cached before the edit
      await setQuestion(question)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      if (await storefrontShows(question)) throw new Error("a draft reached the storefront")
      await publish()
      times.push(await msUntil(() => storefrontShows(question), "a publish did not show within 30 s"))
    }
  } finally {
    await setQuestion(original)
    await publish()
  }
  const sorted = times.slice().sort((a, b) => a - b)
  const slowest = sorted.at(-1)!
  console.log(`\neditor publish → storefront (${DOCUMENT}, ${ROUNDS} rounds; drafts checked invisible after 1 s)`)
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (target ≤ ${TARGET_MS} ms, ${(slowest / TARGET_MS).toFixed(3)}× the target) ${slowest <= TARGET_MS ? "✔" : "✖"}`
  )
  const synonymSlowest = Math.max(...synonymTimes)
  console.log(
    `search synonym publish → search (${SYNONYMS_DOCUMENT}, ${ROUNDS} rounds): slowest ${synonymSlowest.toFixed(0)} ms (target ≤ ${SYNONYM_TARGET_MS} ms) ${synonymSlowest <= SYNONYM_TARGET_MS ? "✔" : "✖"}`
  )
  return [
    { name: "publish seen on the storefront: median", value: sorted[Math.floor(sorted.length / 2)]! / 1000, unit: "s" },
    { name: `publish seen on the storefront: slowest of ${ROUNDS}`, value: slowest / 1000, unit: "s", target: ["≤", TARGET_MS / 1000] },
    { name: `search synonym publish found by search: slowest of ${ROUNDS}`, value: synonymSlowest / 1000, unit: "s", target: ["≤", SYNONYM_TARGET_MS / 1000] },
  ]
}

/** Milliseconds until `shows` answers true, asked every 25 ms; `failure` after 30 s. */
async function msUntil(shows: () => Promise<boolean>, failure: string): Promise<number> {
  const started = performance.now()
  while (!(await shows())) {
    if (performance.now() - started > 30_000) throw new Error(failure)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return performance.now() - started
}

/** Each round: a new word published into the German synonyms' first group, timed until search finds products by it; then taken out. */
async function timeSynonymPublishes(stack: BenchStack, act: (actions: unknown[]) => Promise<void>): Promise<number[]> {
  const finds = async (word: string) =>
    ((await (await fetch(`${stack.storefrontUrl}/api/search?${new URLSearchParams({ q: word, lang: "de", limit: "1" })}`)).json()) as { total: number }).total > 0
  const publishWords = async (words: string[]) => {
    await act([{ actionType: "sanity.action.document.edit", draftId: `drafts.${SYNONYMS_DOCUMENT}`, publishedId: SYNONYMS_DOCUMENT, patch: { set: { "groups[0].words": words } } }])
    await act([{ actionType: "sanity.action.document.publish", draftId: `drafts.${SYNONYMS_DOCUMENT}`, publishedId: SYNONYMS_DOCUMENT }])
  }
  const query = encodeURIComponent(`*[_id == "${SYNONYMS_DOCUMENT}"][0].groups[0].words`)
  const api = `http://127.0.0.1:${CONTENT_API_PORT}/v2025-02-19/data`
  const seeded = ((await (await fetch(`${api}/query/production?query=${query}`)).json()) as { result: string[] | null }).result
  if (!seeded) throw new Error(`${SYNONYMS_DOCUMENT} has no synonym group (npm run generate -w cms, then a fresh dataset)`)
  const times: number[] = []
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // Letters only (a word with digits is matched as written, and typos are forgiven only from 5 letters): unlike any product's words.
      const word = `Quasselwort${"abcdefghij"[round]}${String.fromCharCode(97 + (Date.now() % 26))}`
      if (await finds(word)) throw new Error(`${word} finds products before it is a synonym`)
      await publishWords([...seeded, word])
      times.push(await msUntil(() => finds(word), "a synonym publish did not reach search within 30 s"))
    }
  } finally {
    await publishWords(seeded)
  }
  return times
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await benchStack()
  try {
    await benchEditorPublish(stack)
  } finally {
    await stack.stop()
  }
}
