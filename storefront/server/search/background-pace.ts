/**
 * Paces the search thread's background work (building and merging its indexes) to a share of one core, so
 * that it leaves the CPU to the server's serving thread and to the searches answered in between. Used instead
 * of a lower nice value for the whole thread: that slowed the searches as much as the builds (bench/search-scale.ts:
 * the p95 at 100× the catalogue went over its target), and a thread cannot raise its priority back.
 *
 * `work(slice)` runs a slice and notes what it cost; `rest()` then waits long enough for the slices since the
 * last rest to have taken `share` of the time, or at least lets the messages waiting (searches) in. `steps(job)`
 * does both for each step of a job that yields between its steps (an edit's merge into an index).
 */
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises"

/** Rests shorter than this are saved up: a timer per page of products would cost more than it spares. */
const SHORTEST_REST_MS = 4

export function backgroundPace(share: number) {
  if (!(share > 0 && share <= 1)) throw new Error(`background share must be in (0, 1]: ${share}`)
  let owed = 0
  function work<T>(slice: () => T): T {
    const started = performance.now()
    try {
      return slice()
    } finally {
      owed += ((performance.now() - started) * (1 - share)) / share
    }
  }
  async function rest(): Promise<void> {
    if (owed < SHORTEST_REST_MS) return void (await nextTurn())
    const ms = owed
    owed = 0
    await sleep(ms)
  }
  return {
    work,
    rest,
    /** Runs a job made of steps (a generator) to its end: each step a slice, with a rest after all but the last. */
    async steps<T>(steps: Iterator<unknown, T, void>): Promise<T> {
      for (;;) {
        const step = work(() => steps.next())
        if (step.done) return step.value
        await rest()
      }
    },
  }
}

export type BackgroundPace = ReturnType<typeof backgroundPace>
