// The built Sanity Studio (cms/dist), served by the local content API on the same host the Studio calls.
import { readFile, stat } from "node:fs/promises"
import { extname, join, normalize, sep } from "node:path"
import { type ApiRequest, type ApiResponse, sendJson } from "./http.js"
import { FEEDBACK_COOKIE, FEEDBACK_PATH } from "./studio-api.js"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
}

export interface StudioFilesOptions {
  /** The `sanity build` output. */
  dir: string
  /**
   * The local editor's sign-in: written into the page so the Studio finds it where its token login keeps one
   * (localStorage `__studio_auth_token_<projectId>`) and opens without a login form. Absent: Sanity's login.
   */
  signIn?: { projectId: string; token: string }
}

/**
 * Serves the Studio's files; every other path is the Studio's own route (it is a single-page app), so it gets
 * index.html. Hashed files under /static are cached for good; the page itself never is, since it carries the token.
 */
export function studioFiles(options: StudioFilesOptions): (req: ApiRequest, res: ApiResponse) => Promise<void> {
  // The page is read once per build: a rebuilt Studio (new hashed file names) is picked up without a restart.
  let page: { mtimeMs: number; html: Promise<string> } | undefined
  const indexPage = async () => {
    const file = join(options.dir, "index.html")
    const { mtimeMs } = await stat(file)
    if (page?.mtimeMs !== mtimeMs) page = { mtimeMs, html: readFile(file, "utf8").then((html) => withSignIn(offline(html), options.signIn)) }
    return page.html
  }

  return async (req, res) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "https://studio.local").pathname)
    } catch {
      return sendJson(res, 400, { error: "The path is not valid percent-encoding" })
    }
    const file = normalize(join(options.dir, pathname))
    const inside = file.startsWith(options.dir.endsWith(sep) ? options.dir : options.dir + sep)
    const isFile = inside && pathname !== "/" && (await stat(file).catch(() => undefined))?.isFile()
    res.setHeader("X-Content-Type-Options", "nosniff")
    if (isFile && extname(file) !== ".html") {
      res.statusCode = 200
      res.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream")
      res.setHeader("Cache-Control", pathname.startsWith("/static/") ? "public, max-age=31536000, immutable" : "no-cache")
      // Local files of a few megabytes at most, for one editor: read whole, no streaming needed.
      return void (req.method === "HEAD" ? res.end() : res.end(await readFile(file)))
    }
    if (pathname.startsWith("/static/")) {
      // A file of another build: answering with the page would be run as a script and fail obscurely.
      return sendJson(res, 404, { error: `${pathname} is not part of this Studio build; reload the page` })
    }
    const html = await indexPage().catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined
      throw error
    })
    if (html === undefined) return beingBuilt(res)
    res.statusCode = 200
    res.setHeader("Content-Type", TYPES[".html"]!)
    res.setHeader("Cache-Control", "no-store")
    // The feedback tunnel's key: Sanity's feedback client posts without the token, but with this origin's cookies.
    if (options.signIn) {
      res.setHeader("Set-Cookie", `${FEEDBACK_COOKIE}=${encodeURIComponent(options.signIn.token)}; Path=${FEEDBACK_PATH}; HttpOnly; Secure; SameSite=Strict`)
    }
    // Only pages of this origin may frame it or read it: the page holds the editor's token.
    res.setHeader("X-Frame-Options", "SAMEORIGIN")
    res.setHeader("Referrer-Policy", "same-origin")
    res.end(html)
  }
}

/**
 * No build yet: npm start builds the Studio in the background on a first start (about a minute). The page says
 * so and looks again every few seconds, so the editor who opened the printed URL early gets the Studio by itself.
 */
function beingBuilt(res: ApiResponse) {
  res.statusCode = 503
  res.setHeader("Content-Type", TYPES[".html"]!)
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("Retry-After", "5")
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Sanity Studio is being built</title></head>` +
      `<body style="font-family:system-ui,sans-serif;margin:3rem"><h1>Sanity Studio is being built</h1>` +
      `<p>The first start builds it in the background (about a minute). This page opens the Studio by itself when it is ready.</p></body></html>`
  )
}

/**
 * The built page loads Sanity's dashboard bridge and the Inter font from Sanity's CDN. Served locally the Studio
 * must work offline: the bridge (only used inside Sanity's hosted dashboard) is left out, and Inter is taken
 * from the machine when installed, otherwise the Studio's own fallback fonts (system-ui) apply.
 */
function offline(html: string): string {
  return html
    .replace(/<script src="https:\/\/core\.sanity-cdn\.com\/[^"]*"[^>]*><\/script>/g, "")
    .replace(/url\("https:\/\/studio-static\.sanity\.io\/([A-Za-z-]+)\.woff2"\) format\("woff2"\)/g, (_, name: string) => `local("${name.replace("-", " ")}")`)
}

/** Puts the token where the Studio's token login looks for it, before the Studio's own script runs. */
function withSignIn(html: string, signIn: StudioFilesOptions["signIn"]): string {
  if (!signIn) return html
  const key = `__studio_auth_token_${signIn.projectId}`
  const value = JSON.stringify({ token: signIn.token, time: new Date().toISOString() })
  const script = `<script>localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value).replace(/</g, "\\u003c")})</script>`
  return html.replace("<head>", `<head>${script}`)
}
