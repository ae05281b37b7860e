/**
 * Which data a page's render read: the server's render asks the storefront's own /api/* routes in-process
 * (app.ts's transport), and each answer names its cache tags (Surrogate-Key). The tags of every answer a
 * render read are collected here, across its awaits, by AsyncLocalStorage: concurrent renders interleave.
 */
import { AsyncLocalStorage } from "node:async_hooks"

const collecting = new AsyncLocalStorage<Set<string>>()

/** Runs `render` and returns what it returned with the tags of every answer it read. */
export async function withReadTags<T>(render: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const result = await collecting.run(tags, render)
  return { result, tags }
}

/** Notes an answer's Surrogate-Key (space-separated tags) for the render that is reading it, if any. */
export function noteReadTags(surrogateKey: string | undefined): void {
  if (!surrogateKey) return
  const tags = collecting.getStore()
  if (tags) for (const tag of surrogateKey.split(" ")) tags.add(tag)
}
