// Test harness: a real content API on a free port and a temp data dir, and @sanity/client instances pointed at it.
import { mkdtemp, rm } from "node:fs/promises"
import { type Server, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type SanityClient, createClient } from "@sanity/client"
import { type ContentApi, type ContentApiOptions, createContentApi } from "./server.js"

export const TOKEN = "test-token-for-the-local-content-api"

export const quietLogger = { info: () => undefined, error: () => undefined }

export interface Harness {
  api: ContentApi
  url: string
  dataDir: string
  /** `METHOD path?query` of every request the server received, to see which HTTP calls the client made. */
  requests: string[]
  /** A client with the editor token (apiVersion 2025-02-19, so published perspective by default). */
  editor: SanityClient
  /** A client without a token, like the public storefront. */
  anonymous: SanityClient
  client(config?: { token?: string; apiVersion?: string }): SanityClient
  /** Stops the server (final snapshot) and starts a new one on the same data dir. */
  restart(options?: Partial<ContentApiOptions>): Promise<void>
  close(): Promise<void>
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "content-api-test-"))
}

export function clientFor(url: string, config: { token?: string; apiVersion?: string } = {}): SanityClient {
  return createClient({
    projectId: "local",
    dataset: "production",
    apiVersion: config.apiVersion ?? "2025-02-19",
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    token: config.token,
    // The client's own retries would hide what the server answered.
    maxRetries: 0,
  })
}

export async function startHarness(options: Partial<ContentApiOptions> & { dataDir?: string } = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? (await makeDataDir())
  const requests: string[] = []
  let api = await createContentApi({ token: TOKEN, logger: quietLogger, ...options, dataDir })
  // Our own node:http server in front of the handler, so tests can see each request's method and URL.
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method ?? ""} ${req.url ?? ""}`)
    api.handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const harness: Harness = {
    get api() {
      return api
    },
    url,
    dataDir,
    requests,
    editor: clientFor(url, { token: TOKEN }),
    anonymous: clientFor(url),
    client: (config) => clientFor(url, config),
    async restart(restartOptions = {}) {
      server.closeAllConnections()
      await api.close()
      api = await createContentApi({ token: TOKEN, logger: quietLogger, ...options, ...restartOptions, dataDir })
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await api.close()
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
  return harness
}

/** Polls until `check` returns a value (not undefined/false), failing after a generous bound. */
export async function waitFor<T>(check: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Runs `action` and returns the error it rejects with (failing if it resolves). */
export async function rejection(action: Promise<unknown>): Promise<Error & { statusCode?: number; details?: unknown }> {
  try {
    await action
  } catch (error) {
    return error as Error & { statusCode?: number }
  }
  throw new Error("Expected the call to fail, but it succeeded")
}
