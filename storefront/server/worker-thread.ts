/**
 * Starts a worker thread from one of the server's modules (render-thread.ts, search-thread.ts): in
 * production the bundle beside build/main.js (scripts/build-server.ts makes it); under tsx (development,
 * tests) a few lines that register tsx in the thread first (a worker does not take the process's --import
 * hooks on Node 20) and then import the TypeScript source.
 */
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"

/** `moduleUrl`: the TypeScript source's URL (new URL("./x-thread.ts", import.meta.url) from beside it). */
export function startWorkerThread(moduleUrl: URL, workerData: unknown): Worker {
  const source = fileURLToPath(import.meta.url).endsWith(".ts")
  if (!source) return new Worker(new URL(`./${moduleUrl.pathname.split("/").pop()!.replace(/\.ts$/, ".js")}`, import.meta.url), { workerData })
  const tsx = import.meta.resolve("tsx/esm/api")
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}) })`
  return new Worker(bootstrap, { eval: true, workerData })
}

/**
 * Called in a worker thread: its work yields the CPU to the thread that serves requests. On two cores shared
 * with the rest of the shop, a burst of renders (a cold start, a UI-string edit) or a search index build
 * otherwise took CPU time from answering kept pages. The thread still gets every cycle nobody else wants.
 * Linux only (a thread's own nice value, by its thread id); elsewhere it runs at the process's priority.
 */
export function yieldToServingThread(nice = 10): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), nice)
  } catch {
    // Not Linux, or not allowed: same priority as the serving thread.
  }
}
