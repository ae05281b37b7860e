/**
 * The work both pools' threads do for the bench (bench/worker-pools.ts): what a page's render costs its thread,
 * without the app: the handed answers read, the CPU for WORK_MS, and the page's bytes handed back whole.
 */
export interface ProbeTask {
  /** The /api/* answers a render is handed (a product page's, in size and shape). */
  answers: { url: string; status: number; payload: unknown }[]
  workMs: number
}

/** A rendered product page's brotli, in bytes (a kept product page: about 14 KB). */
const PAGE_BYTES = 14_000

export function probeWork({ answers, workMs }: ProbeTask): Uint8Array {
  const until = performance.now() + workMs
  let checksum = answers.length
  while (performance.now() < until) checksum = (checksum * 31 + 7) % 1_000_003
  const page = new Uint8Array(PAGE_BYTES)
  page[0] = checksum % 256
  return page
}
