/**
 * The page renders' turns (html-pages.ts): at most a few at a time, and which waiting render goes next when more
 * pages are asked for than the render threads make (a cold start, an edit touching thousands of pages, a site
 * larger than the cache).
 */

/** Whose render it is: a kept page a change made stale (what shows an edit), a waiting shopper's, or nobody's now. */
export type Priority = "edit" | "shopper" | "background"
const PRIORITIES: readonly Priority[] = ["edit", "shopper", "background"]
/**
 * Background renders kept waiting: past twice this many, the least asked for are dropped down to this many (their
 * next visit asks again; sorting once per so many misses, not searching for the least asked at each). Each
 * waiting miss keeps its shell as a stand-in in the cache: unbounded, when the site does not fit the cache, the
 * stand-ins took the room of the pages, and a page asked for now (an editor's, after an edit) waited behind
 * thousands nobody was waiting for any more.
 */
const MAX_WAITING_BACKGROUND = 256
/** How quickly a page's asks count for less (see createRenderSlots). */
const ASKS_HALF_LIFE_MS = 1_000
/** Dropped renders whose asks are remembered (a few hundred kilobytes): more pages than the site has in 15 languages today. */
const MAX_REMEMBERED_ASKS = 20_000

/** A background render dropped from the queue before it started (MAX_WAITING_BACKGROUND). */
export class DroppedRender extends Error {}
/** One for every drop: a site larger than the cache drops hundreds a second, and a new error each time would take its stack each time. */
const DROPPED = new DroppedRender("dropped from the background renders: more asked for wait")

/**
 * At most `size` renders at a time. Which waiting render goes next: an edit's (a kept page a change made stale)
 * before any other; then the page asked for most often while it waited (an editor checking a change asks again and
 * again, a popular page is asked by many shoppers: under more misses than renders, a page asked once at a time
 * would otherwise keep them waiting for ever); at equal asks a waiting shopper's before background work,
 * shoppers' and edits' first come first served, background work newest first. Past twice MAX_WAITING_BACKGROUND
 * background renders waiting, the least asked for (the oldest of those) are dropped down to MAX_WAITING_BACKGROUND.
 */
export function createRenderSlots(size: number) {
  let running = 0
  /** The pages being rendered now (holding a slot). */
  const active = new Set<string>()
  type Waiting = { priority: Priority; asks: number; order: number; start: () => void; drop: (error: Error) => void }
  const waiting = new Map<string, Waiting>()
  const count: Record<Priority, number> = { edit: 0, shopper: 0, background: 0 }
  let lastOrder = 0
  /**
   * How often pages whose render was dropped had been asked for (the newest MAX_REMEMBERED_ASKS): asked for again,
   * a page's render starts from there. Under more misses than renders every waiting render is asked for again and
   * again, and a page asked anew, counted from one, would be the one dropped every time.
   */
  const droppedAsks = new Map<string, number>()
  // Recent asks count: halved every ASKS_HALF_LIFE_MS, so a page asked for now goes before one asked for as often
  // over the last minute (every waiting render is asked for again and again under more misses than renders).
  setInterval(() => {
    for (const render of waiting.values()) render.asks /= 2
    for (const [path, asks] of droppedAsks)
      if (asks < 1) droppedAsks.delete(path)
      else droppedAsks.set(path, asks / 2)
  }, ASKS_HALF_LIFE_MS).unref()

  /** Whether `a` goes before `b`. */
  function before(a: Waiting, b: Waiting): boolean {
    if ((a.priority === "edit") !== (b.priority === "edit")) return a.priority === "edit"
    if (a.asks !== b.asks) return a.asks > b.asks
    if (a.priority !== b.priority) return PRIORITIES.indexOf(a.priority) < PRIORITIES.indexOf(b.priority)
    return a.priority === "background" ? a.order > b.order : a.order < b.order
  }

  /** The waiting render that goes next (`before` all others), with its path. */
  function next() {
    let chosen: [string, Waiting] | undefined
    for (const entry of waiting) if (!chosen || before(entry[1], chosen[1])) chosen = entry
    return chosen
  }

  function remove(path: string, render: Waiting) {
    waiting.delete(path)
    count[render.priority]--
  }

  /** Drops the background renders asked for least (the oldest of equals) down to MAX_WAITING_BACKGROUND, remembering their asks. */
  function dropLeastAsked() {
    const background = [...waiting].filter(([, render]) => render.priority === "background")
    background.sort(([, a], [, b]) => a.asks - b.asks || a.order - b.order)
    for (const [path, render] of background.slice(0, background.length - MAX_WAITING_BACKGROUND)) {
      remove(path, render)
      droppedAsks.set(path, render.asks)
      render.drop(DROPPED)
    }
    for (const path of droppedAsks.keys()) {
      if (droppedAsks.size <= MAX_REMEMBERED_ASKS) break
      droppedAsks.delete(path)
    }
  }

  /** Gives free slots to waiting renders. */
  function pump() {
    while (running < size) {
      const chosen = next()
      if (!chosen) return
      const [path, render] = chosen
      remove(path, render)
      running++
      active.add(path)
      render.start()
    }
  }

  return {
    /** Resolves when the render of `path` may start; rejects with DroppedRender when it is dropped before. */
    take(path: string, priority: Priority): Promise<void> {
      const granted = new Promise<void>((resolve, reject) => {
        waiting.set(path, { priority, asks: (droppedAsks.get(path) ?? 0) + 1, order: ++lastOrder, start: resolve, drop: reject })
        droppedAsks.delete(path)
        count[priority]++
      })
      if (count.background > 2 * MAX_WAITING_BACKGROUND) dropLeastAsked()
      pump()
      return granted
    },
    /** `path` was asked for again while its render waits (once more, and the newest of its kind) or after it was dropped. */
    touch(path: string) {
      const render = waiting.get(path)
      if (render) {
        render.asks++
        render.order = ++lastOrder
      } else if (droppedAsks.has(path)) droppedAsks.set(path, droppedAsks.get(path)! + 1)
    },
    /** A render finished: its slot goes to the next waiting one. */
    release(path: string) {
      active.delete(path)
      running--
      pump()
    },
    waitingShoppers: () => count.shopper,
    /** Every slot taken, or shoppers waiting for one. */
    busy: () => running >= size || count.shopper > 0,
    running: (path: string) => active.has(path),
    /** No render running or waiting. */
    idle: () => running === 0 && waiting.size === 0,
  }
}
