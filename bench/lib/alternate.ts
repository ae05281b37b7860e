import { readFileSync } from "node:fs"
import { formatResult, load, type LoadOptions, type LoadResult } from "./load.js"

export interface AlternateResult {
  shop: LoadResult[]
  ceiling: LoadResult[]
  /** The run with the median p99, of each. */
  shopMedian: LoadResult
  ceilingMedian: LoadResult
  /**
   * The ceiling's requests per second over the shop's, each shop run against the ceiling run right after it,
   * the median of the pairs (see alternateWithCeiling).
   */
  pairedRatio: number
  /** Each server's CPU time (all its threads) per answered request, µs: the median over its runs (when pids are given). */
  cpuPerRequestUs?: { shop: number; ceiling: number }
}

export const medianByP99 = (results: LoadResult[]) => [...results].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor(results.length / 2)]!
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A process's CPU time so far (user + system, every thread), in ms, from /proc (Linux). */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

/**
 * The shop and its ceiling (a bare server answering the same bytes) under the same load, alternating: on a
 * 2-core machine the load tool, the server and the rest of the shop share the cores, and a single run's p99
 * swings by an order of magnitude or more, for the bare server too. So, after an unmeasured warm-up run of
 * each, each is measured `rounds` times, every run is printed, and the median run (by p99) is returned.
 *
 * The throughput ratio pairs each shop run with the ceiling run that follows it: a shared machine's speed
 * drifts over minutes (the bare server alone costs noticeably more or less CPU per request from one run to the
 * next), so runs minutes apart compare the machine's moods, not the servers.
 */
export async function alternateWithCeiling(
  shopUrl: string,
  ceilingUrl: string,
  options: LoadOptions & { label: string; rounds: number; warmUpSeconds: number; format?: (result: LoadResult) => string; pids?: { shop: number; ceiling: number } }
): Promise<AlternateResult> {
  const { label, rounds, warmUpSeconds, format = formatResult, pids, ...loadOptions } = options
  if (warmUpSeconds > 0) {
    await load("warm-up", shopUrl, { ...loadOptions, seconds: warmUpSeconds })
    await load("warm-up", ceilingUrl, { ...loadOptions, seconds: warmUpSeconds })
  }
  const shop: LoadResult[] = []
  const ceiling: LoadResult[] = []
  const cpu = { shop: [] as number[], ceiling: [] as number[] }
  /** One run, with the server's CPU time per request when its pid is known. */
  const measured = async (which: "shop" | "ceiling", runLabel: string, url: string) => {
    const pid = pids?.[which]
    const before = pid === undefined ? undefined : cpuMs(pid)
    const result = await load(runLabel, url, loadOptions)
    const after = pid === undefined ? undefined : cpuMs(pid)
    const answered = result.requestsPerSecond * loadOptions.seconds
    if (before !== undefined && after !== undefined && answered > 0) cpu[which].push(((after - before) * 1000) / answered)
    return result
  }
  for (let round = 1; round <= rounds; round++) {
    shop.push(await measured("shop", `${label}, run ${round}`, shopUrl))
    ceiling.push(await measured("ceiling", `  ceiling, run ${round}`, ceilingUrl))
    const cpuNote = (which: "shop" | "ceiling") => (cpu[which].length === round ? `   ${cpu[which].at(-1)!.toFixed(1)} µs CPU/request` : "")
    console.log(format(shop.at(-1)!) + cpuNote("shop"))
    console.log(format(ceiling.at(-1)!) + cpuNote("ceiling") + `   (ceiling / shop ${(ceiling.at(-1)!.requestsPerSecond / shop.at(-1)!.requestsPerSecond).toFixed(2)}×)`)
  }
  const pairedRatio = median(shop.map((run, i) => ceiling[i]!.requestsPerSecond / run.requestsPerSecond))
  const cpuPerRequestUs = cpu.shop.length === rounds && cpu.ceiling.length === rounds ? { shop: median(cpu.shop), ceiling: median(cpu.ceiling) } : undefined
  return { shop, ceiling, shopMedian: medianByP99(shop), ceilingMedian: medianByP99(ceiling), pairedRatio, cpuPerRequestUs }
}
