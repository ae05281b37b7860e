/**
 * How well search finds what shoppers mean, over the judged queries (judged-queries.json, made from the
 * generated catalogue by seed/src/search/judged-queries.ts): recall@5 (the share of each query's products
 * found in its first five results, averaged over the queries) and the share of queries whose first result
 * is one of its products. The search bench at scale prints them (bench/search-scale.ts); a test holds a floor under them
 * (search-relevance.test.ts).
 */
import { readFileSync } from "node:fs"

export interface JudgedQuery {
  lang: string
  q: string
  kind: string
  relevant: number[]
}

export interface Relevance {
  queries: number
  recallAt5: number
  bestRight: number
  byKind: Record<string, { queries: number; recallAt5: number; bestRight: number }>
  /** Queries whose first five miss some of their products: what to look at first. */
  misses: { lang: string; q: string; kind: string; relevant: number[]; found: number[] }[]
}

export const judgedQueries = (): JudgedQuery[] => JSON.parse(readFileSync(new URL("./judged-queries.json", import.meta.url), "utf8")) as JudgedQuery[]

/** `firstFive(lang, q)`: the item ids of the first five results. */
export async function measureRelevance(firstFive: (lang: string, q: string) => Promise<number[]>, queries = judgedQueries()): Promise<Relevance> {
  const rows: { kind: string; recall: number; best: boolean }[] = []
  const misses: Relevance["misses"] = []
  for (const query of queries) {
    const found = (await firstFive(query.lang, query.q)).slice(0, 5)
    const recall = query.relevant.filter((id) => found.includes(id)).length / Math.min(5, query.relevant.length)
    rows.push({ kind: query.kind, recall, best: found.length > 0 && query.relevant.includes(found[0]!) })
    if (recall < 1) misses.push({ ...query, found })
  }
  const summary = (subset: typeof rows) => ({
    queries: subset.length,
    recallAt5: subset.reduce((sum, row) => sum + row.recall, 0) / subset.length,
    bestRight: subset.filter((row) => row.best).length / subset.length,
  })
  const kinds = [...new Set(rows.map((row) => row.kind))]
  return { ...summary(rows), byKind: Object.fromEntries(kinds.map((kind) => [kind, summary(rows.filter((row) => row.kind === kind))])), misses }
}
