/**
 * Starts a worker thread from one of the server's modules (render-thread.ts, search-thread.ts): in
 * production the bundle beside build/main.js (scripts/build-server.ts makes it); under tsx (development,
 * tests) a few lines that register tsx in the thread first (a worker does not take the process's --import
 * hooks on Node 20) and then import the TypeScript source.
 */
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
