import { fork } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))

/** The ceiling: a bare node:http server answering `body` from memory, in its own process like the storefront. */
export async function startCeiling(body: Buffer, encoding: string | undefined): Promise<{ url: string; stop: () => void }> {
  const ceiling = fork(path.join(here, "ceiling-server.js"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] })
  const port = await new Promise<number>((resolve) => {
    ceiling.once("message", (message) => resolve((message as { port: number }).port))
    ceiling.send({ body: body.toString("base64"), encoding })
  })
  return { url: `http://127.0.0.1:${port}/`, stop: () => ceiling.kill() }
}
