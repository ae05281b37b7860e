import { fork } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))

export interface CeilingResponse {
  /** The request URL this answers (path and query); unused when the ceiling has a single response. */
  path: string
  body: Buffer
  encoding: string | undefined
}

/**
 * The ceiling: a bare node:http server answering the given bytes from memory, in its own process like the
 * storefront. With one response it answers every path with it; with several, each by its exact path.
 */
export async function startCeiling(responses: CeilingResponse[]): Promise<{ url: string; stop: () => void }> {
  // "advanced" serialization sends the Buffers as bytes (tens of MB for mixed traffic).
  const ceiling = fork(path.join(here, "ceiling-server.js"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" })
  const port = await new Promise<number>((resolve) => {
    ceiling.once("message", (message) => resolve((message as { port: number }).port))
    ceiling.send({ responses })
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => ceiling.kill() }
}
