/**
 * Follows the CMS's published changes (its listen stream) and refreshes the content cache with the documents
 * each burst changed, so an edit shows within seconds on every storefront instance. A dropped stream is opened
 * again after a pause (the reopening itself counts as a change of everything: edits may have been missed).
 */
import type { CmsSource } from "./content-source.js"

const REOPEN_AFTER_MS = 5_000
/** Changes arrive in bursts (a publish is several mutations): one refresh per burst. */
const SETTLE_MS = 250

export function watchContent(cms: CmsSource, onChange: (documentIds: string[] | null) => void, log: (line: string) => void): { stop: () => void } {
  let stopWatching: (() => void) | undefined
  let reopen: NodeJS.Timeout | undefined
  let settle: NodeJS.Timeout | undefined
  let stopped = false
  /** The documents changed in this burst; null: anything may have changed. */
  let burst: Set<string> | null = new Set()
  const changed = (documentId: string | null) => {
    if (documentId === null) burst = null
    else burst?.add(documentId)
    clearTimeout(settle)
    settle = setTimeout(() => {
      const ids = burst && [...burst]
      burst = new Set()
      onChange(ids)
    }, SETTLE_MS)
  }
  const open = () => {
    if (stopped) return
    stopWatching = cms.watch(changed, (error) => {
      log(`content: the CMS's change stream closed (${(error as Error).message}); reopening in ${REOPEN_AFTER_MS / 1000} s`)
      reopen = setTimeout(open, REOPEN_AFTER_MS)
    })
  }
  open()
  return {
    stop() {
      stopped = true
      clearTimeout(reopen)
      clearTimeout(settle)
      stopWatching?.()
    },
  }
}
