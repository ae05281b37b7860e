/** The paths benches send traffic to: the catalogue's ids, a wrk script picking paths at random, one pass over them. */
import { unlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import type { CeilingResponse } from "./ceiling.js"
import { rendersSettled } from "./health.js"
import { rawGet } from "./raw-get.js"

/** Every product id the catalogue lists (paging through it as the shop does). */
export async function allItemIds(storefrontUrl: string): Promise<number[]> {
  const ids: number[] = []
  for (let offset = 0; ; offset += 100) {
    const page = (await (await fetch(`${storefrontUrl}/api/products?limit=100&offset=${offset}`)).json()) as { item: { id: number } }[]
    ids.push(...page.map((entry) => entry.item.id))
    if (page.length < 100) return ids
  }
}

/**
 * A wrk script (a file in the temporary folder) that sends each request to a random path of `paths`.
 * `openFirst`: each of the thread's `connections` first waits `ms` after it is connected and only then sends its
 * first request, so the server has accepted every connection before the measured requests (wrk times a request
 * from when it is written): the figure is then the server's answers on connections opened before the window, as
 * a proxy in front keeps them (issue 51), not how fast it accepts a crowd of new ones.
 */
export async function randomPathScript(paths: string[], name = "mixed", openFirst?: { connections: number; ms: number }): Promise<{ file: string; remove: () => Promise<void> }> {
  const file = path.join(tmpdir(), `bench-${name}-${process.pid}.lua`)
  const table = paths.map((p) => `"${p.replace(/"/g, '\\"')}"`).join(",\n")
  const waitFirst = openFirst
    ? `local waiting = ${openFirst.connections}\ndelay = function()\n  if waiting > 0 then\n    waiting = waiting - 1\n    return ${openFirst.ms}\n  end\n  return 0\nend\n`
    : ""
  await writeFile(
    file,
    `local paths = {\n${table}\n}\nmath.randomseed(os.time())\n` + `request = function()\n  return wrk.format("GET", paths[math.random(#paths)])\nend\n` + waitFirst
  )
  return { file, remove: () => unlink(file).catch(() => undefined) }
}

/**
 * One GET of every path, 16 at a time, as shoppers would have sent them: the bytes each answered with (for a
 * ceiling answering the same), and the paths that did not answer 200.
 */
export async function walkPaths(baseUrl: string, paths: string[], headers: Record<string, string>) {
  const responses: CeilingResponse[] = []
  const failures: { path: string; status: number }[] = []
  for (let i = 0; i < paths.length; i += 16) {
    const batch = paths.slice(i, i + 16)
    const answers = await Promise.all(batch.map((p) => rawGet(baseUrl + p, headers)))
    answers.forEach((answer, index) => {
      responses.push({ path: batch[index]!, body: answer.body, encoding: answer.encoding, headers: answer.headers })
      if (answer.status !== 200) failures.push({ path: batch[index]!, status: answer.status })
    })
  }
  return { responses, failures }
}

/**
 * walkPaths, then the pages answered with the app's shell (its stand-in, kept by shared caches a few seconds)
 * asked for again, once the server's background renders are done, until each is the rendered page (at most 5
 * passes): a server that renders at most so many misses in the background (issue 51: 256) drops the rest, and
 * what runs after the walk must find the pages kept, and the bare server answer their rendered bytes.
 */
export async function walkUntilRendered(baseUrl: string, paths: string[], headers: Record<string, string>) {
  const walk = await walkPaths(baseUrl, paths, headers)
  const isShell = (response: CeilingResponse) => /s-maxage=5\b/.test(response.headers?.["cache-control"] ?? "")
  for (let pass = 1; pass <= 5; pass++) {
    await rendersSettled(baseUrl)
    const shells = walk.responses.filter(isShell)
    if (shells.length === 0) break
    console.log(`   ${shells.length.toLocaleString("en")} paths answered with the app's shell: asked again (pass ${pass})`)
    const again = await walkPaths(
      baseUrl,
      shells.map((response) => response.path),
      headers
    )
    const index = new Map(walk.responses.map((response, at) => [response.path, at]))
    for (const response of again.responses) walk.responses[index.get(response.path)!] = response
  }
  return walk
}
