// The local stand-in for Sanity's HTTP content API: routes, access rules, and one handler for node:http and node:http2.
import { createHash, timingSafeEqual } from "node:crypto"
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http"
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2"
import type { AddressInfo } from "node:net"
import { ContentDataset } from "./dataset.js"
import { ContentApiError, contentLakeError, datasetNotFound, httpError, unauthorized } from "./errors.js"
import { type QueryContext, documentsInPerspective, evaluateQuery, isPublishedOnly, parsePerspective, parseQuery } from "./groq.js"
import { type ApiRequest, type ApiResponse, bearerToken, handleCors, readJsonBody, sendJson } from "./http.js"
import { isPrivateId } from "./ids.js"
import { openListener } from "./listen.js"
import { readMutations } from "./mutations.js"
import type { SanityDocument } from "./store.js"

export interface ContentApiLogger {
  info(message: string): void
  error(message: string, error?: unknown): void
}

export interface ContentApiOptions {
  /** Where the transaction log and snapshots live. */
  dataDir: string
  /** NDJSON (Sanity export format) loaded on the very first start, when `dataDir` holds nothing yet. */
  seedFile?: string
  /** The Bearer token editors (the Studio, scripts) send. Without one configured, only public reads work. */
  token?: string
  logger?: ContentApiLogger
  /** Defaults: project `local`, dataset `production`. */
  projectId?: string
  dataset?: string
  /** Bodies larger than this answer 413. Default 10 MB. */
  bodyLimitBytes?: number
  /** Transactions between snapshots. Default 500. */
  snapshotEvery?: number
  /** Recent transactions kept for document history. Default 1000. */
  historyLimit?: number
  /** How often an idle event stream gets a comment line so proxies and clients keep it open. Default 25 s. */
  keepAliveMs?: number
  /** Origins allowed besides localhost ones (which always are). */
  allowedOrigins?: readonly string[]
}

/** Accepts node:http's and node:http2's (compatibility API) request and response objects alike. */
export type ContentApiHandler = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => void

export interface ContentApi {
  handler: ContentApiHandler
  dataset: ContentDataset
  /** Serves the handler over plain HTTP; port 0 picks a free port. */
  listen(port: number, host?: string): Promise<{ url: string; port: number }>
  /** Ends open event streams, stops the HTTP server (if `listen` started one) and writes a final snapshot. */
  close(): Promise<void>
  /** Open `listen` event streams. */
  readonly openListeners: number
}

const IDENTITY = "local-editor"
const API_PATH = /^\/v([^/]+)\/data\/([^/]+)\/([^/]+)(?:\/(.*))?$/
const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/

const consoleLogger: ContentApiLogger = {
  info: (message) => console.log(`[content-api] ${message}`),
  error: (message, error) => console.error(`[content-api] ${message}`, error ?? ""),
}

interface RequestContext {
  req: ApiRequest
  res: ApiResponse
  url: URL
  apiVersion: string
  /** Whether the request carries the configured token (an editor); anonymous requests see published content only. */
  isEditor: boolean
  rest: string | undefined
}

export async function createContentApi(options: ContentApiOptions): Promise<ContentApi> {
  const logger = options.logger ?? consoleLogger
  const projectId = options.projectId ?? "local"
  const datasetName = options.dataset ?? "production"
  const bodyLimit = options.bodyLimitBytes ?? 10 * 1024 * 1024
  const queryContext: QueryContext = { projectId, dataset: datasetName, identity: IDENTITY }
  const dataset = await ContentDataset.open({
    dataDir: options.dataDir,
    seedFile: options.seedFile,
    queryContext,
    snapshotEvery: options.snapshotEvery ?? 500,
    historyLimit: options.historyLimit ?? 1000,
    onBackgroundError: (message, error) => logger.error(message, error),
  })
  const closeListeners = new Set<() => void>()
  const tokenDigest = options.token ? digest(options.token) : undefined

  function isEditor(req: ApiRequest): boolean {
    const token = bearerToken(req)
    if (token === undefined) return false
    if (!tokenDigest || !timingSafeEqual(digest(token), tokenDigest)) {
      throw unauthorized("Session not found: the token does not match this local content API's token")
    }
    return true
  }

  async function handleQuery({ req, res, url, apiVersion, isEditor }: RequestContext): Promise<void> {
    let query: unknown
    let params: Record<string, unknown>
    if (req.method === "POST") {
      const body = await readJsonBody(req, bodyLimit)
      if (!isRecord(body)) throw httpError(400, "Expected a JSON object with `query` and `params`")
      query = body.query
      if (body.params !== undefined && !isRecord(body.params)) throw httpError(400, "`params` must be an object")
      params = body.params ?? {}
    } else {
      query = url.searchParams.get("query")
      params = paramsFromSearch(url.searchParams)
    }
    if (typeof query !== "string" || query.trim() === "") throw httpError(400, "Missing `query`")

    const requested = url.searchParams.get("perspective")
    const perspective = parsePerspective(requested, apiVersion)
    if (requested && !isPublishedOnly(perspective) && !isEditor) {
      throw unauthorized(`The "${requested}" perspective shows unpublished content: send Authorization: Bearer <token>`)
    }
    const started = performance.now()
    const tree = parseQuery(query, params)
    const result = await evaluateQuery(tree, documentsInPerspective(dataset.store.all(), perspective, isEditor), params, queryContext)
    const ms = Math.round(performance.now() - started)
    sendJson(res, 200, url.searchParams.get("returnQuery") === "false" ? { result, ms } : { query, result, ms })
  }

  function handleDoc({ res, url, isEditor, rest }: RequestContext): void {
    if (!rest) throw httpError(400, "Missing document ids")
    // getDocuments joins raw ids with commas; other callers percent-encode each id.
    const ids = rest.split(",").map((id) => {
      const decoded = safeDecode(id)
      if (decoded === undefined) throw httpError(400, `Invalid document id "${id}"`)
      return decoded
    })
    const documents: SanityDocument[] = []
    const omitted: { id: string; reason: "existence" | "permission" }[] = []
    for (const id of ids) {
      const doc = dataset.store.get(id)
      if (!doc) omitted.push({ id, reason: "existence" })
      else if (isPrivateId(id) && !isEditor) omitted.push({ id, reason: "permission" })
      else documents.push(doc)
    }
    sendJson(res, 200, { documents: url.searchParams.get("excludeContent") === "true" ? [] : documents, omitted })
  }

  async function handleMutate({ req, res, url, isEditor }: RequestContext): Promise<void> {
    if (!isEditor) throw unauthorized("Writes need a token: send Authorization: Bearer <token>")
    const body = await readJsonBody(req, bodyLimit)
    if (!isRecord(body)) throw httpError(400, "Expected a JSON object with `mutations`")
    if (body.transactionId !== undefined && (typeof body.transactionId !== "string" || body.transactionId === "")) {
      throw httpError(400, "`transactionId` must be a non-empty string")
    }
    const flag = (name: string) => url.searchParams.get(name) === "true"
    const prepared = await dataset.write(readMutations(body.mutations), {
      transactionId: body.transactionId,
      dryRun: flag("dryRun"),
      autoGenerateArrayKeys: flag("autoGenerateArrayKeys"),
      identity: IDENTITY,
    })
    const results = prepared.changes.map((change) => ({
      id: change.id,
      operation: change.operation,
      ...(flag("returnDocuments") ? { document: change.after ?? change.before } : {}),
    }))
    sendJson(res, 200, {
      transactionId: prepared.transactionId,
      results,
      ...(flag("returnIds") ? { documentIds: results.map((result) => result.id) } : {}),
    })
  }

  function handleListen({ req, res, url, isEditor }: RequestContext): void {
    const query = url.searchParams.get("query")
    if (!query) throw httpError(400, "Missing `query`")
    const close = openListener(
      dataset,
      req,
      res,
      {
        query,
        params: paramsFromSearch(url.searchParams),
        includeResult: url.searchParams.get("includeResult") !== "false",
        includePreviousRevision: url.searchParams.get("includePreviousRevision") === "true",
        includeMutations: url.searchParams.get("includeMutations") !== "false",
        effectFormat: url.searchParams.get("effectFormat") ?? undefined,
        canReadPrivate: isEditor,
      },
      { keepAliveMs: options.keepAliveMs ?? 25_000, queryContext, onError: (message, error) => logger.error(message, error) },
    )
    closeListeners.add(close)
    res.on("close", () => closeListeners.delete(close))
  }

  const routes: Record<string, { methods: string[]; handle: (context: RequestContext) => void | Promise<void> }> = {
    query: { methods: ["GET", "HEAD", "POST"], handle: handleQuery },
    doc: { methods: ["GET", "HEAD"], handle: handleDoc },
    mutate: { methods: ["POST"], handle: handleMutate },
    listen: { methods: ["GET"], handle: handleListen },
  }

  async function route(req: ApiRequest, res: ApiResponse): Promise<void> {
    if (handleCors(req, res, options.allowedOrigins ?? [])) return
    const url = new URL(req.url ?? "/", "http://content-api.local")
    if (url.pathname === "/health") return sendJson(res, 200, { status: "ok", documents: dataset.store.size })

    const match = API_PATH.exec(url.pathname)
    const endpoint = match?.[2] ? routes[match[2]] : undefined
    if (!match || !endpoint) throw httpError(404, `No such endpoint: ${url.pathname}`)
    const [, apiVersion = "", , datasetInPath = "", rest] = match
    if (!API_VERSION.test(apiVersion)) throw httpError(400, `Invalid API version "v${apiVersion}": use v1, vX or a date like v2025-02-19`)
    if (safeDecode(datasetInPath) !== datasetName) throw datasetNotFound(datasetInPath, projectId)
    if (!endpoint.methods.includes(req.method ?? "GET")) throw httpError(405, `${req.method ?? ""} is not supported on ${url.pathname}`)
    await endpoint.handle({ req, res, url, apiVersion, isEditor: isEditor(req), rest })
  }

  const handler: ContentApiHandler = (req, res) => {
    // Both request/response pairs fit the small interfaces the routes use (checked here by the compiler).
    const request: ApiRequest = req
    const response: ApiResponse = res
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        logger.error("request failed after the answer started", error)
        if (!response.writableEnded) response.end()
        return
      }
      if (error instanceof ContentApiError) return sendJson(response, error.status, error.body)
      logger.error(`${request.method ?? ""} ${request.url ?? ""} failed`, error)
      const failure = contentLakeError(500, "internalError", error instanceof Error ? error.message : String(error))
      sendJson(response, failure.status, failure.body)
    })
  }

  let server: Server | undefined
  let closing: Promise<void> | undefined

  return {
    handler,
    dataset,
    get openListeners() {
      return closeListeners.size
    },
    async listen(port, host = "127.0.0.1") {
      server = createServer(handler)
      const listening = server
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject)
        listening.listen(port, host, () => resolve())
      })
      const actualPort = (listening.address() as AddressInfo).port
      return { port: actualPort, url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}` }
    },
    close() {
      closing ??= (async () => {
        for (const close of [...closeListeners]) close()
        if (server) {
          const stopping = server
          await new Promise<void>((resolve) => {
            stopping.close(() => resolve())
            stopping.closeAllConnections()
          })
        }
        await dataset.close()
      })()
      return closing
    },
  }
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest()
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** GET queries carry each parameter as `$name=<JSON>`. */
function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith("$")) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw contentLakeError(400, "httpBadRequest", `Unable to parse value of "${key}=${value}". Please quote string values.`)
    }
  }
  return params
}
