import { formatResult, load, type LoadOptions, type LoadResult } from "./load.js"

export interface AlternateResult {
  shop: LoadResult[]
  ceiling: LoadResult[]
  /** The run with the median p99, of each. */
  shopMedian: LoadResult
  ceilingMedian: LoadResult
}

export const medianByP99 = (results: LoadResult[]) => [...results].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor(results.length / 2)]!

/**
 * The shop and its ceiling (a bare server answering the same bytes) under the same load, alternating: on a
 * 2-core machine the load tool, the server and the rest of the shop share the cores, and a single run's p99
 * swings between ≈ 10 ms and several hundred for the bare server too. So, after an unmeasured warm-up run of
 * each, each is measured `rounds` times, every run is printed, and the median run (by p99) is returned.
 */
export async function alternateWithCeiling(
  shopUrl: string,
  ceilingUrl: string,
  options: LoadOptions & { label: string; rounds: number; warmUpSeconds: number; format?: (result: LoadResult) => string }
): Promise<AlternateResult> {
  const { label, rounds, warmUpSeconds, format = formatResult, ...loadOptions } = options
  if (warmUpSeconds > 0) {
    await load("warm-up", shopUrl, { ...loadOptions, seconds: warmUpSeconds })
    await load("warm-up", ceilingUrl, { ...loadOptions, seconds: warmUpSeconds })
  }
  const shop: LoadResult[] = []
  const ceiling: LoadResult[] = []
  for (let round = 1; round <= rounds; round++) {
    shop.push(await load(`${label}, run ${round}`, shopUrl, loadOptions))
    ceiling.push(await load(`  ceiling, run ${round}`, ceilingUrl, loadOptions))
    console.log(format(shop.at(-1)!))
    console.log(format(ceiling.at(-1)!))
  }
  return { shop, ceiling, shopMedian: medianByP99(shop), ceilingMedian: medianByP99(ceiling) }
}
