import type { ChildProcess } from "node:child_process"
import { until } from "./until"

/** Waits until `url` answers 2xx: a service the test started is up. */
export const waitUntilAnswering = (what: string, url: string, timeoutMs: number) =>
  until(
    what,
    () =>
      fetch(url).then(
        (response) => response.ok,
        () => false
      ),
    timeoutMs
  )

/** Stops a service the test started (SIGTERM) and waits for it to exit; nothing when it is not running. */
export async function stopChild(running: ChildProcess | undefined): Promise<void> {
  if (!running || running.exitCode !== null) return
  await new Promise<void>((resolve) => {
    running.once("exit", () => resolve())
    running.kill("SIGTERM")
  })
}

/**
 * A port for a test file's own service: `base` shifted by the jest worker running the file, so that files run
 * side by side (jest --maxWorkers) never ask for the same port.
 */
export const workerPort = (base: number): number => base + (Number(process.env.JEST_WORKER_ID ?? 1) - 1) * 10
