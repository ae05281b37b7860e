// HTTP plumbing shared by the routes: request/response types that fit node:http and node:http2, JSON in and out, CORS.
import type { IncomingHttpHeaders } from "node:http"
import { httpError } from "./errors.js"

/**
 * The parts of a request the API uses. Both `http.IncomingMessage` and `http2.Http2ServerRequest` (HTTP/2's
 * compatibility API) fit, so one handler serves plain HTTP now and HTTP/2 with TLS for the Studio.
 */
export interface ApiRequest extends AsyncIterable<Buffer | string> {
  readonly method?: string
  readonly url?: string
  readonly headers: IncomingHttpHeaders
  on(event: "close", listener: () => void): unknown
}

/** The parts of a response the API uses. Only `setHeader`/`statusCode` (never `writeHead`), which both APIs share. */
export interface ApiResponse {
  statusCode: number
  readonly headersSent: boolean
  readonly writableEnded: boolean
  setHeader(name: string, value: string | number | readonly string[]): unknown
  write(chunk: string): boolean
  end(): unknown
  end(chunk: string | Uint8Array): unknown
  on(event: "close", listener: () => void): unknown
}

export function sendJson(res: ApiResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.setHeader("Content-Length", Buffer.byteLength(text))
  res.setHeader("Cache-Control", "no-store")
  res.end(text)
}

/** The request's body as text, at most `limit` bytes (413 past it, without holding more than that in memory). */
export async function readBody(req: ApiRequest, limit: number): Promise<string> {
  const tooLarge = () => httpError(413, `Request body is larger than ${limit} bytes`)
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limit) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  // Past the limit the rest is read and dropped rather than breaking off: leaving the loop early would destroy
  // the request, and with it the connection the 413 answer has to go out on.
  for await (const chunk of req) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk
    size += buffer.length
    if (size <= limit) chunks.push(buffer)
  }
  if (size > limit) throw tooLarge()
  return Buffer.concat(chunks).toString("utf8")
}

/** Reads a JSON body of at most `limit` bytes: 413 past it, 400 when it is not JSON. */
export async function readJsonBody(req: ApiRequest, limit: number): Promise<unknown> {
  const text = await readBody(req, limit)
  if (text.trim() === "") throw httpError(400, "Request body is empty; expected JSON")
  try {
    return JSON.parse(text)
  } catch {
    throw httpError(400, "Request body is not valid JSON")
  }
}

/** The Bearer token a request carries, if any. */
export function bearerToken(req: ApiRequest): string | undefined {
  const header = req.headers.authorization
  const match = typeof header === "string" ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null
  return match?.[1]
}

/** What @sanity/client and the Studio send, for preflights that do not list their headers. */
const ALLOWED_HEADERS = "Authorization, Content-Type, X-Sanity-Project-ID, X-Sanity-Lineage, Last-Event-ID, Cache-Control"

/** Local pages (the storefront and the Studio run on localhost ports) may call the API, with credentials. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin)
    if (protocol !== "http:" && protocol !== "https:") return false
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname.endsWith(".localhost")
  } catch {
    return false
  }
}

/**
 * Sets CORS headers for an allowed origin. Returns true when the request was a preflight and has been answered.
 */
export function handleCors(req: ApiRequest, res: ApiResponse, extraOrigins: readonly string[]): boolean {
  const origin = req.headers.origin
  const allowed = typeof origin === "string" && (isLocalOrigin(origin) || extraOrigins.includes(origin))
  res.setHeader("Vary", "Origin")
  if (allowed) {
    res.setHeader("Access-Control-Allow-Origin", origin)
    res.setHeader("Access-Control-Allow-Credentials", "true")
  }
  if (req.method !== "OPTIONS") return false
  if (!allowed) {
    sendJson(res, 403, { statusCode: 403, error: "Forbidden", message: `Origin ${String(origin)} is not allowed to call the local content API` })
    return true
  }
  const requested = req.headers["access-control-request-headers"]
  res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS")
  res.setHeader("Access-Control-Allow-Headers", typeof requested === "string" && requested !== "" ? requested : ALLOWED_HEADERS)
  res.setHeader("Access-Control-Max-Age", "600")
  res.statusCode = 204
  res.end()
  return true
}

/** The value of the cookie `name` a request carries, if any. */
export function cookie(req: ApiRequest, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}
