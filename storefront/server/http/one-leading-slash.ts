/**
 * Request paths with more than one leading slash ("//evil.example", "/\evil.example") are answered with a
 * permanent redirect to their one-slash spelling before anything else reads them: a page built from such a
 * path (its language links, its canonical) would otherwise carry a protocol-relative link off the shop.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { withOneLeadingSlash } from "../../shared/page-urls.js"

/** Whether the request was answered (with a 301 to the same path with one leading slash). */
export function redirectToOneLeadingSlash(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? "/"
  const clean = withOneLeadingSlash(url)
  if (clean === url) return false
  response.writeHead(301, { location: clean, "cache-control": "public, max-age=3600", "content-length": "0" })
  response.end()
  return true
}
