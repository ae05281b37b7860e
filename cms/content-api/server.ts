// The local stand-in for Sanity's HTTP content API: routes, access rules, and one handler for node:http and node:http2.
import { createHash, timingSafeEqual } from "node:crypto"
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http"
import { type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session, createSecureServer } from "node:http2"
import type { AddressInfo } from "node:net"
import type { Duplex } from "node:stream"
import { ContentDataset } from "./dataset.js"
import { ContentApiError, contentLakeError, datasetNotFound, httpError, unauthorized } from "./errors.js"
import { type QueryContext, documentsInPerspective, evaluateQuery, isPublishedOnly, parsePerspective, parseQuery } from "./groq.js"
import { type ApiRequest, type ApiResponse, bearerToken, handleCors, readJsonBody, sendJson } from "./http.js"
import { isReadableWithoutToken } from "./ids.js"
import { openListener } from "./listen.js"
import { readMutations } from "./mutations.js"
import type { SanityDocument } from "./store.js"
import { actionMutations, readActions } from "./actions.js"
import { historyDocuments, historyTransactions } from "./history.js"
import { presenceHub } from "./presence.js"
import { studioApi } from "./studio-api.js"
import { type StudioFilesOptions, studioFiles } from "./studio-files.js"

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
  /**
   * Serves the API over HTTP/2 with TLS (HTTP/1.1 too), and the built Studio on every path that is not the API.
   * The Studio keeps more event streams open than browsers allow HTTP/1.1 connections per host, hence HTTP/2;
   * browsers speak HTTP/2 only over TLS, hence the certificate.
   */
  listenForStudio(options: StudioHostOptions): Promise<{ url: string; port: number }>
  /** Ends open event streams, stops the HTTP server (if `listen` started one) and writes a final snapshot. */
  close(): Promise<void>
  /** Open `listen` event streams. */
  readonly openListeners: number
}

export interface StudioHostOptions {
  port: number
  host?: string
  tls: { key: string; cert: string }
  /** The built Studio; without it the TLS host serves the API only. */
  studio?: StudioFilesOptions
}

const IDENTITY = "local-editor"
/** Every API path starts with its version: /v1, /vX or /v2025-02-19. The Studio's own routes never do. */
const VERSIONED_PATH = /^\/v(\d+|X|\d{4}-\d{2}-\d{2})(\/|$)/
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
  const isEditorToken = (token: string) => tokenDigest !== undefined && timingSafeEqual(digest(token), tokenDigest)
  const studioCalls = studioApi({
    projectId,
    dataset: datasetName,
    editor: { id: IDENTITY, name: "Local editor", email: "editor@shop.local" },
    dataDir: options.dataDir,
    isEditorToken,
  })
  const presence = presenceHub({ userId: IDENTITY, isEditorToken: (authorization) => isEditorToken(authorization.replace(/^Bearer\s+/i, "")) })

  function isEditor(req: ApiRequest): boolean {
    const token = bearerToken(req)
    if (token === undefined) return false
    if (!isEditorToken(token)) {
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
      else if (!isReadableWithoutToken(id) && !isEditor) omitted.push({ id, reason: "permission" })
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

  async function handleActions({ req, res, isEditor }: RequestContext): Promise<void> {
    if (!isEditor) throw unauthorized("Document actions need a token: send Authorization: Bearer <token>")
    const body = await readJsonBody(req, bodyLimit)
    if (!isRecord(body)) throw httpError(400, "Expected a JSON object with `actions`")
    if (body.transactionId !== undefined && (typeof body.transactionId !== "string" || body.transactionId === "")) {
      throw httpError(400, "`transactionId` must be a non-empty string")
    }
    const actions = readActions(body.actions)
    const prepared = await dataset.write((store) => actionMutations(actions, store), {
      transactionId: body.transactionId,
      dryRun: body.dryRun === true,
      identity: IDENTITY,
    })
    sendJson(res, 200, { transactionId: prepared.transactionId })
  }

  function handleHistory({ res, url, isEditor, rest }: RequestContext): void {
    if (!isEditor) throw unauthorized("History needs a token: send Authorization: Bearer <token>")
    const [kind, ids = ""] = (rest ?? "").split(/\/(.*)/s)
    if (kind === "transactions") {
      const text = historyTransactions(dataset.recentTransactions(), ids, url.searchParams)
      res.statusCode = 200
      res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8")
      res.setHeader("Cache-Control", "no-store")
      return void res.end(text)
    }
    if (kind === "documents") {
      return sendJson(
        res,
        200,
        historyDocuments(dataset.recentTransactions(), (id) => dataset.store.get(id), ids, url.searchParams)
      )
    }
    throw httpError(404, `No such history endpoint: ${url.pathname}`)
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
      { keepAliveMs: options.keepAliveMs ?? 25_000, queryContext, onError: (message, error) => logger.error(message, error) }
    )
    closeListeners.add(close)
    res.on("close", () => closeListeners.delete(close))
  }

  const routes: Record<string, { methods: string[]; handle: (context: RequestContext) => void | Promise<void> }> = {
    query: { methods: ["GET", "HEAD", "POST"], handle: handleQuery },
    doc: { methods: ["GET", "HEAD"], handle: handleDoc },
    mutate: { methods: ["POST"], handle: handleMutate },
    listen: { methods: ["GET"], handle: handleListen },
    actions: { methods: ["POST"], handle: handleActions },
    // The Studio reads only a shard header from this; there is one local shard.
    ping: { methods: ["GET", "HEAD"], handle: ({ res }) => sendJson(res, 200, {}) },
    // References from other datasets (the delete dialog asks): this API holds one dataset, so there are none.
    references: { methods: ["GET"], handle: ({ res }) => sendJson(res, 200, { totalCount: 0, references: [] }) },
    history: { methods: ["GET", "HEAD"], handle: handleHistory },
  }

  async function route(req: ApiRequest, res: ApiResponse): Promise<void> {
    if (handleCors(req, res, options.allowedOrigins ?? [])) return
    const url = new URL(req.url ?? "/", "http://content-api.local")
    if (url.pathname === "/health") return sendJson(res, 200, { status: "ok", documents: dataset.store.size })

    const match = API_PATH.exec(url.pathname)
    const endpoint = match?.[2] ? routes[match[2]] : undefined
    if (!match || !endpoint) {
      const versioned = VERSIONED_PATH.exec(url.pathname)
      const path = versioned ? safeDecode(url.pathname.slice(versioned[0].length - 1)) : undefined
      if (path !== undefined && (await studioCalls({ req, res, url, path, isEditor: isEditor(req) }))) return
      throw httpError(404, `No such endpoint: ${url.pathname}`)
    }
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
  let secureServer: Http2SecureServer | undefined
  const sessions = new Set<ServerHttp2Session>()
  let closing: Promise<void> | undefined

  return {
    handler,
    dataset,
    get openListeners() {
      return closeListeners.size
    },
    async listen(port, host = "127.0.0.1") {
      server = createServer(handler)
      const actualPort = await listenOn(server, port, host)
      return { port: actualPort, url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}` }
    },
    async listenForStudio({ port, host = "127.0.0.1", tls, studio }) {
      const serveStudio = studio ? studioFiles(studio) : undefined
      secureServer = createSecureServer({ allowHTTP1: true, key: tls.key, cert: tls.cert }, (req, res) => {
        const pathname = (req.url ?? "/").split("?")[0] ?? "/"
        if (!serveStudio || VERSIONED_PATH.test(pathname) || pathname === "/health") return handler(req, res)
        serveStudio(req, res).catch((error: unknown) => {
          logger.error(`Studio file ${pathname} failed`, error)
          if (!res.headersSent) sendJson(res, 500, { error: "The Studio's files could not be read" })
        })
      })
      // Presence (who has which document open) is a WebSocket, over HTTP/1.1.
      secureServer.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!presence.upgrade(req, socket, head)) socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n")
      })
      secureServer.on("session", (session) => {
        sessions.add(session)
        session.on("close", () => sessions.delete(session))
      })
      const actualPort = await listenOn(secureServer, port, host)
      return { port: actualPort, url: `https://${projectId}.localhost:${actualPort}` }
    },
    close() {
      closing ??= (async () => {
        for (const close of [...closeListeners]) close()
        presence.close()
        if (server) {
          const stopping = server
          await new Promise<void>((resolve) => {
            stopping.close(() => resolve())
            stopping.closeAllConnections()
          })
        }
        if (secureServer) {
          const stopping = secureServer
          // close() waits for every HTTP/2 session to end, and a browser keeps its session open while idle.
          const closed = new Promise<void>((resolve) => stopping.close(() => resolve()))
          for (const session of sessions) session.destroy()
          await closed
        }
        await dataset.close()
      })()
      return closing
    },
  }
}

/** Starts listening (port 0 picks a free one) and answers the port it got; a taken port rejects. */
async function listenOn(server: Server | Http2SecureServer, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
  return (server.address() as AddressInfo).port
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
