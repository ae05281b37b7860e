/**
 * A request header read straight from the socket's raw list. Touching `request.headers` makes Node build
 * the whole header object; the fast lane answers most requests from the two or three headers it needs.
 */
import type { IncomingMessage } from "node:http"

/** The first value of header `name` (lower case), as sent; undefined when absent. */
export function rawHeader(request: IncomingMessage, name: string): string | undefined {
  const raw = request.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!
    if (key.length === name.length && (key === name || key.toLowerCase() === name)) return raw[i + 1]
  }
  return undefined
}
