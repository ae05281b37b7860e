/**
 * Follows the CMS's published changes (its listen stream) and refreshes the content cache on each, so an
 * edit shows within seconds on every storefront instance. A dropped stream is opened again after a pause
 * (the reopening itself counts as a change: edits may have been missed meanwhile).
 */
import type { CmsSource } from "./content-source.js"

const REOPEN_AFTER_MS = 5_000
/** Changes arrive in bursts (a publish is several mutations): one refresh per burst. */
const SETTLE_MS = 250

export function watchContent(cms: CmsSource, onChange: () => void, log: (line: string) => void): { stop: () => void } {
  let stopWatching: (() => void) | undefined
  let reopen: NodeJS.Timeout | undefined
  let settle: NodeJS.Timeout | undefined
  let stopped = false
  const changed = () => {
    clearTimeout(settle)
    settle = setTimeout(onChange, SETTLE_MS)
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
