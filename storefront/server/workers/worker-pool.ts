/**
 * The server's one way into worker threads (renders in pages/, the search index in search/): each side serves
 * an object of async functions and calls the other's by name, typed by those objects. A thread that dies
 * fails the calls it had and is started again; `onStart` sets each new thread up (the search thread builds its
 * indexes again).
 *
 * Threads are started from a module beside this one: in production the bundle beside build/main.js
 * (scripts/build-server.ts makes it); under tsx (development, tests) after registering tsx in the thread (a
 * worker does not take the process's --import hooks on Node 20).
 */
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { fileURLToPath } from "node:url"
import { parentPort, Worker, type MessagePort } from "node:worker_threads"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's arguments: each API types its own
type Api = Record<string, (...args: any[]) => unknown>
/** The other side's functions, called by name. */
export type Calls<Remote extends Api> = <Name extends keyof Remote & string>(name: Name, ...args: Parameters<Remote[Name]>) => Promise<Awaited<ReturnType<Remote[Name]>>>

type Message = { call: number; name: string; args: unknown[] } | { answer: number; value: unknown } | { answer: number; error: string }

/** Bytes handed over, not copied (a rendered page, a search answer), when they fill their buffer. */
const transferOf = (value: unknown): ArrayBuffer[] =>
  value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength && value.buffer instanceof ArrayBuffer ? [value.buffer] : []

/** Serves `api` to the other end of `port` and returns the calls of its API; `fail` fails the calls under way. */
function connect<Remote extends Api>(port: MessagePort | Worker, api: Api): { call: Calls<Remote>; pending: () => number; fail: (reason: string) => void } {
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  let last = 0
  port.on("message", (message: Message) => {
    if ("call" in message) {
      const reply = (answer: Message) => port.postMessage(answer, "value" in answer ? transferOf(answer.value) : [])
      Promise.resolve()
        .then(() => api[message.name]!(...message.args))
        .then(
          (value) => reply({ answer: message.call, value }),
          (error: unknown) => reply({ answer: message.call, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
        )
      return
    }
    const caller = waiting.get(message.answer)
    waiting.delete(message.answer)
    if ("error" in message) caller?.reject(new Error(message.error))
    else caller?.resolve(message.value as never)
  })
  const call = ((name: string, ...args: unknown[]) =>
    new Promise((resolve, reject) => {
      const id = ++last
      waiting.set(id, { resolve, reject })
      port.postMessage({ call: id, name, args } satisfies Message)
    })) as Calls<Remote>
  const fail = (reason: string) => {
    for (const caller of waiting.values()) caller.reject(new Error(reason))
    waiting.clear()
  }
  return { call, pending: () => waiting.size, fail }
}

export interface WorkerPool<Remote extends Api> {
  /** Calls `name` on the least busy thread (once it has started). */
  call: Calls<Remote>
  /** The threads running now (tests stop one to see it replaced). */
  threads(): readonly Worker[]
  close(): Promise<void>
}

/**
 * `threads` threads running `module` (a file beside this one's, e.g. new URL("../pages/render-worker.ts",
 * import.meta.url)), each handed `workerData`, serving `api` to them.
 */
export async function startWorkerPool<Remote extends Api>(options: {
  module: URL
  threads: number
  workerData?: unknown
  api?: Api
  /** Called for each thread once it is ready, before it takes calls (and again for a thread started to replace one). */
  onStart?: (call: Calls<Remote>) => Promise<void> | void
  log: (line: string) => void
}): Promise<WorkerPool<Remote>> {
  interface Thread {
    worker: Worker
    ready: Promise<void>
    link: ReturnType<typeof connect<Remote>>
  }
  let closing = false
  function start(): Thread {
    const worker = startWorker(options.module, options.workerData)
    let ready = () => {}
    const link = connect<Remote>(worker, { ...options.api, ready: () => ready() })
    const thread: Thread = { worker, link, ready: Promise.resolve() }
    let started = false
    thread.ready = new Promise<void>((resolve, reject) => {
      ready = resolve
      worker.once("error", reject)
      worker.once("exit", (code) => reject(new Error(`the worker thread exited with code ${code} before it was ready`)))
    })
      .then(() => options.onStart?.(link.call))
      .then(() => void (started = true))
    thread.ready.catch(() => {})
    worker.on("error", (error) => options.log(`worker thread ${options.module.pathname.split("/").pop()} failed: ${error.stack ?? error.message}`))
    worker.on("exit", (code) => {
      link.fail(`the worker thread exited (code ${code}) during the call`)
      if (closing || !started) return
      options.log(`worker thread ${options.module.pathname.split("/").pop()} exited with code ${code}; starting another`)
      threads[threads.indexOf(thread)] = start()
    })
    return thread
  }
  const threads = Array.from({ length: Math.max(1, options.threads) }, start)
  await Promise.all(threads.map((thread) => thread.ready))
  const leastBusy = () => threads.reduce((least, thread) => (thread.link.pending() < least.link.pending() ? thread : least))
  return {
    call: (async (name: string, ...args: unknown[]) => {
      let thread = leastBusy()
      await thread.ready
      // A thread that died meanwhile has been replaced: the call goes to another.
      if (!threads.includes(thread)) await (thread = leastBusy()).ready
      return (thread.link.call as (name: string, ...args: unknown[]) => Promise<unknown>)(name, ...args)
    }) as Calls<Remote>,
    threads: () => threads.map((thread) => thread.worker),
    async close() {
      closing = true
      await Promise.all(threads.map((thread) => thread.worker.terminate()))
    },
  }
}

/** In a worker thread, once it is set up: serves `api` to the server and returns the calls of the server's API. */
export function serveWorker<Server extends Api = Api>(api: Api): Calls<Server> {
  if (!parentPort) throw new Error("serveWorker runs in a worker thread (startWorkerPool starts it)")
  const { call } = connect<Server>(parentPort, api)
  // The pool's own call: the thread is set up and takes calls (startWorkerPool's `ready`).
  void (call as unknown as (name: string) => Promise<unknown>)("ready")
  return call
}

function startWorker(module: URL, workerData: unknown): Worker {
  const source = fileURLToPath(import.meta.url).endsWith(".ts")
  if (!source) return new Worker(new URL(`./${module.pathname.split("/").pop()!.replace(/\.ts$/, ".js")}`, import.meta.url), { workerData })
  const tsx = import.meta.resolve("tsx/esm/api")
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}) })`
  return new Worker(bootstrap, { eval: true, workerData })
}

/**
 * Called in a worker thread: its work yields the CPU to the thread that serves requests. On two cores shared
 * with the rest of the shop, a burst of renders (a cold start, a UI-string edit) otherwise took CPU time from
 * answering kept pages. The thread still gets every cycle nobody else wants. Linux only (a thread's own nice
 * value, by its thread id); elsewhere it runs at the process's priority.
 */
export function yieldToServingThread(nice = 10): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), nice)
  } catch {
    // Not Linux, or not allowed: same priority as the serving thread.
  }
}
