// The calls Sanity Studio makes besides /data: who the editor is, the project and its permissions, and the
// small things (features, user settings, telemetry) the Studio only needs a well-formed answer for.
// Paths are those after /v{version}; every answer has the shape Sanity's hosted API gives.
import { existsSync, readFileSync } from "node:fs"
import { appendFile, rename, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { httpError, unauthorized } from "./errors.js"
import type { ApiRequest, ApiResponse } from "./http.js"
import { cookie, readBody, readJsonBody, sendJson } from "./http.js"

export interface StudioApiContext {
  req: ApiRequest
  res: ApiResponse
  url: URL
  /** The path after /v{version}, e.g. "/users/me". */
  path: string
  isEditor: boolean
}

export interface StudioApiOptions {
  projectId: string
  dataset: string
  /** The local editor: the one user there is. */
  editor: { id: string; name: string; email: string }
  /** Where the editor's Studio settings and feedback are kept (the content API's data directory). */
  dataDir: string
  /** Whether a token is the editor's (the feedback tunnel's cookie carries it: studio-files.ts). */
  isEditorToken: (token: string) => boolean
}

/**
 * The cookie the Studio's page sets for the feedback tunnel (Sanity's feedback client posts without the token
 * the Studio's other calls carry, but a same-origin fetch sends cookies): HttpOnly, this path only.
 */
export const FEEDBACK_COOKIE = "studio_feedback"
export const FEEDBACK_PATH = "/vX/intake/feedback"
/** One message (Sentry's envelope: the text, the editor's name and e-mail, no screenshot here). */
const FEEDBACK_BODY_LIMIT = 64 * 1024
/** What the file may grow to before it is read and emptied: then new feedback is refused with a 507 that says so. */
export const FEEDBACK_FILE_LIMIT = 10 * 1024 * 1024

type Handler = (context: StudioApiContext, match: RegExpExecArray) => unknown | Promise<unknown>

interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  path: RegExp
  /** Whether the call needs the editor's token (reads of the project's public facts do not). */
  editorOnly: boolean
  handle: Handler
}

/** Everything the local editor may do, in Sanity's grant format: a GROQ filter and the permissions it gives. */
const EDITOR_GRANTS = [{ filter: '_id in path("**")', permissions: ["read", "create", "update", "history", "editHistory"] }]
/** The author of the content loaded from cms/content on the first start, as history shows it. */
const SEED_USER = { id: "seed", displayName: "Shop content (cms/content)" }
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

export function studioApi(options: StudioApiOptions) {
  const { projectId, dataset, editor } = options
  const created = new Date(0).toISOString()
  const user = {
    id: editor.id,
    name: editor.name,
    email: editor.email,
    provider: "local",
    role: "administrator",
    roles: [{ name: "administrator", title: "Administrator" }],
    createdAt: created,
  }

  const project = {
    id: projectId,
    displayName: "Shop content (local)",
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    // No organization: with one the Studio opens Sanity's agent and Canvas streams.
    organizationId: null,
    organization: null,
    members: [{ id: editor.id, role: "administrator", roles: user.roles, isRobot: false, isCurrentUser: true, createdAt: created, updatedAt: created }],
    features: [],
    pendingInvites: 0,
    createdAt: created,
  }
  const users = [{ id: editor.id, displayName: editor.name, email: editor.email }, SEED_USER]
  const settings = new StudioSettings(join(options.dataDir, "studio-settings.json"))
  const feedbackFile = join(options.dataDir, "editor-feedback.ndjson")
  const ours = (match: RegExpExecArray) => {
    if (match[1] !== projectId) throw httpError(404, `Project "${match[1]}" not found: the local content API holds project "${projectId}"`)
  }

  const routes: Route[] = [
    // Who is signed in, and the users that history names.
    { method: "GET", path: /^\/users\/me$/, editorOnly: true, handle: () => user },
    { method: "GET", path: /^\/users\/([^/]+)$/, editorOnly: true, handle: (_, [, list = ""]) => users.filter(({ id }) => list.split(",").includes(id)) },
    // The Studio checks the API answers at all (and over HTTP/2) before it starts.
    { method: "GET", path: /^\/ping$/, editorOnly: false, handle: () => undefined },
    // The project, its permissions and datasets.
    { method: "GET", path: /^\/projects\/([^/]+)$/, editorOnly: true, handle: (_, match) => (ours(match), project) },
    { method: "GET", path: /^\/projects\/([^/]+)\/grants$/, editorOnly: true, handle: (_, match) => (ours(match), {}) },
    { method: "GET", path: /^\/projects\/([^/]+)\/user-applications$/, editorOnly: true, handle: (_, match) => (ours(match), []) },
    {
      method: "GET",
      path: /^\/projects\/([^/]+)\/datasets$/,
      editorOnly: true,
      // Comments and tasks would live in an add-on dataset; there is none.
      handle: ({ url }, match) => (ours(match), url.searchParams.has("datasetProfile") ? [] : [{ name: dataset, aclMode: "public" }]),
    },
    {
      method: "GET",
      path: /^\/projects\/([^/]+)\/datasets\/([^/]+)\/acl$/,
      editorOnly: true,
      handle: (_, match) => {
        ours(match)
        if (match[2] !== dataset) throw httpError(404, `Dataset "${match[2]}" not found`)
        return EDITOR_GRANTS
      },
    },
    // Features of Sanity's paid plans and its marketing panels: none here.
    { method: "GET", path: /^\/features$/, editorOnly: true, handle: () => [] },
    { method: "GET", path: /^\/journey\/trial$/, editorOnly: true, handle: () => ({}) },
    { method: "GET", path: /^\/journey\/announcements$/, editorOnly: true, handle: () => [] },
    { method: "GET", path: /^\/journey\/[a-z-]+$/, editorOnly: true, handle: () => null },
    { method: "GET", path: /^\/schedules\/([^/]+)\/([^/]+)$/, editorOnly: true, handle: () => ({ schedules: [] }) },
    { method: "GET", path: /^\/help$/, editorOnly: false, handle: () => ({}) },
    // Telemetry is off: the Studio then sends none.
    { method: "GET", path: /^\/intake\/telemetry-status$/, editorOnly: false, handle: () => ({ status: "denied" }) },
    // "Give feedback" in the Studio's help menu: kept beside the content, for the team to read. Only from the
    // editor (the cookie the Studio's page set, or the token), in bounds; the Studio's check that the tunnel
    // answers (an envelope header with no item) is answered and not kept.
    {
      method: "POST",
      path: /^\/intake\/feedback$/,
      editorOnly: false,
      handle: async ({ req, isEditor }) => {
        const fromCookie = cookie(req, FEEDBACK_COOKIE)
        if (!isEditor && !(fromCookie && options.isEditorToken(decodeURIComponent(fromCookie)))) {
          throw unauthorized("Feedback is taken from the local editor's Studio only")
        }
        const text = await readBody(req, FEEDBACK_BODY_LIMIT)
        if (text.trim().split("\n").length < 2) return {}
        const size = (await stat(feedbackFile).catch(() => undefined))?.size ?? 0
        if (size + text.length > FEEDBACK_FILE_LIMIT) {
          throw httpError(507, `The editors' feedback file is full (${FEEDBACK_FILE_LIMIT / 2 ** 20} MB): read and empty ${feedbackFile}`)
        }
        await appendFile(feedbackFile, `${JSON.stringify({ receivedAt: new Date().toISOString(), envelope: text })}\n`)
        return {}
      },
    },
    // The Studio's "new version available" check: this bundle is built from the pinned version, so it is the latest.
    { method: "GET", path: /^\/modules\/.+\/[^/]+\/\^?([^/]+)\/t\d+$/, editorOnly: false, handle: (_, [, version]) => ({ latest: version }) },
    // The schema the Studio describes itself with; nothing here uses it, so every description is "complete".
    {
      method: "POST",
      path: /^\/descriptors\/(claim|synchronize)$/,
      editorOnly: true,
      handle: () => ({ expiresAt: "2099-01-01T00:00:00Z", synchronization: { type: "complete" } }),
    },
    // The editor's Studio settings (list layouts, recent searches), kept across restarts.
    { method: "GET", path: /^\/users\/me\/keyvalue\/(.+)$/, editorOnly: true, handle: (_, [, keys = ""]) => keys.split(",").map((key) => ({ key, value: settings.get(key) })) },
    {
      method: "PUT",
      path: /^\/users\/me\/keyvalue$/,
      editorOnly: true,
      handle: async ({ req }) => {
        const body = await readJsonBody(req, 1_000_000)
        if (!Array.isArray(body) || !body.every((entry) => isRecord(entry) && typeof entry.key === "string" && entry.key !== "")) {
          throw httpError(400, "Expected an array of {key, value}")
        }
        return settings.set(body as { key: string; value: unknown }[])
      },
    },
  ]

  /** Answers the call when it is one of the Studio's; false when no route has this path. */
  return async function handle(context: StudioApiContext): Promise<boolean> {
    const candidates = routes.filter((route) => route.path.test(context.path))
    if (candidates.length === 0) return false
    const route = candidates.find((candidate) => candidate.method === (context.req.method === "HEAD" ? "GET" : context.req.method))
    if (!route) throw httpError(405, `${context.req.method ?? ""} is not supported on ${context.url.pathname}`)
    if (route.editorOnly && !context.isEditor) throw unauthorized("Not signed in: send Authorization: Bearer <token>")
    const body = await route.handle(context, route.path.exec(context.path)!)
    if (context.res.headersSent) return true
    if (body === undefined) {
      context.res.statusCode = 204
      context.res.end()
    } else sendJson(context.res, 200, body)
    return true
  }
}

/** Key-value settings in one JSON file, written whole (to a temp file, then renamed) on every change. */
class StudioSettings {
  private readonly values: Record<string, unknown>
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly file: string) {
    // Settings are a convenience: a damaged file starts the editor with the Studio's defaults.
    try {
      this.values = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {}
    } catch {
      this.values = {}
    }
  }

  get(key: string): unknown {
    return this.values[key] ?? null
  }

  async set(entries: { key: string; value: unknown }[]) {
    for (const { key, value } of entries) this.values[key] = value
    const text = JSON.stringify(this.values)
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        await writeFile(`${this.file}.tmp`, text)
        await rename(`${this.file}.tmp`, this.file)
      })
    await this.writing
    return entries.map(({ key }) => ({ key, value: this.get(key) }))
  }
}
