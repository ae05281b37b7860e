import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { stopChild, waitUntilAnswering, workerPort } from "./child-process"
import { createClient, type SanityClient } from "@sanity/client"

/**
 * The local content API (the CMS `npm start` runs: cms/content-api, loaded from cms/content/dataset.ndjson)
 * as a child process for one test file: commerce reads the e-mails' copy, the company details and contact
 * messages from it through @sanity/client, as it does from a real Sanity project.
 */
const PORT = Number(process.env.CONTENT_API_TEST_PORT ?? workerPort(13_030))
const TOKEN = "sk_local_commerce_integration_tests"
const ROOT = path.resolve(__dirname, "../../..")

// Read by commerce's lib/cms.ts when it first asks the CMS.
process.env.SANITY_API_HOST = `http://127.0.0.1:${PORT}`
process.env.SANITY_TOKEN = TOKEN
delete process.env.SANITY_PROJECT_ID

let child: ChildProcess | undefined
let folder: string | undefined

export async function startContentApi(): Promise<void> {
  folder ??= mkdtempSync(path.join(tmpdir(), "content-api-"))
  child = spawn(process.execPath, ["--import", "tsx", "content-api/main.ts"], {
    cwd: path.join(ROOT, "cms"),
    env: { ...process.env, CONTENT_API_PORT: String(PORT), CONTENT_API_HOST: "127.0.0.1", CONTENT_API_DATA_DIR: folder, CONTENT_API_TOKEN: TOKEN },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await waitUntilAnswering("the local content API to start", `http://127.0.0.1:${PORT}/health`, 30_000)
}

/** Stops it as a CMS outage would (startContentApi brings it back with the same data). */
export async function pauseContentApi(): Promise<void> {
  const running = child
  child = undefined
  await stopChild(running)
}

export async function stopContentApi(): Promise<void> {
  await pauseContentApi()
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
}

/** An editor's (or the storefront's) client of it. */
export const contentClient = (): SanityClient =>
  createClient({ projectId: "local", dataset: "production", apiVersion: "2025-02-19", apiHost: `http://127.0.0.1:${PORT}`, useProjectHostname: false, token: TOKEN, useCdn: false })
