/**
 * Which data a page's render read: the server's render asks the storefront's own /api/* routes in-process
 * (app.ts's transport), and each answer names its cache tags (Surrogate-Key). The transport is handed the
 * render's own set of tags with every request and adds the answer's to it: concurrent renders interleave,
 * and each page is kept against what it read.
 *
 * Passed by hand rather than found through AsyncLocalStorage: on Node 20 an AsyncLocalStorage in use turns on
 * async_hooks for every asynchronous resource of the thread (each request's socket writes, ticks and timers),
 * a cost the serving thread paid on every request it answered. With render threads it uses none.
 */
import type { TransportResponse } from "../../src/lib/http.js"

/** The cache tags of everything one render read. */
export type ReadTags = Set<string>

/** A GET of the storefront's own /api/* for a render, noting the answer's tags in `readTags`. */
export type ReadTransport = (url: string, readTags: ReadTags) => Promise<TransportResponse>

/** Notes an answer's Surrogate-Key (space-separated tags) in a render's tags. */
export function noteReadTags(readTags: ReadTags, surrogateKey: string | undefined): void {
  if (surrogateKey) for (const tag of surrogateKey.split(" ")) readTags.add(tag)
}
