/**
 * Child processes of `npm start` / `npm test`: run to completion, or keep running as a service.
 * Services get their own process group (setsid) so that stopping one also stops whatever it spawned
 * (`medusa start` forks workers; killing only its pid would leave a child serving the port).
 * A quiet one's output goes to .data/logs/<label>.log, not to the console: the console is for the steps and
 * the banner, and the libraries' chatter (thousands of seed event lines, Medusa's info logs) is still there to read.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createWriteStream, mkdirSync } from "node:fs"
import path from "node:path"
import { createInterface } from "node:readline"
import { stripVTControlCharacters } from "node:util"
import { DATA_DIR } from "./paths.js"

export const LOGS_DIR = path.join(DATA_DIR, "logs")

export interface RunOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
  /**
   * Prefix for each output line; when `quiet`, output goes to .data/logs/<label>.log instead (and a failing
   * command's last lines are shown with its error).
   */
  label: string
  quiet?: boolean
  /** Sees every output line (e.g. to read a test runner's summary). */
  onLine?: (line: string) => void
  /** Background work (a build nobody waits for): at the lowest CPU priority, so the steps waited on go first. */
  background?: boolean
  /** Stops the command (SIGTERM), e.g. when npm start is stopped during a background build. */
  signal?: AbortSignal
}

/** The log file of a label (several commands may share one: each run starts with a dated header line). */
export function logFileOf(label: string): string {
  return path.join(LOGS_DIR, `${label.replace(/[^A-Za-z0-9-]+/g, "-")}.log`)
}

/** Sends the child's output lines to `onLine`, and a quiet child's to its log file. */
function pipeLines(child: ChildProcess, command: string, args: string[], options: RunOptions, onLine: (line: string) => void) {
  let file: ReturnType<typeof createWriteStream> | undefined
  if (options.quiet) {
    mkdirSync(LOGS_DIR, { recursive: true })
    file = createWriteStream(logFileOf(options.label), { flags: "a" })
    file.write(`\n── ${new Date().toISOString()}  ${command} ${args.join(" ")}\n`)
    child.on("close", () => file!.end())
  }
  const each = (line: string) => {
    file?.write(`${stripVTControlCharacters(line)}\n`)
    onLine(line)
    if (!options.quiet) console.log(`[${options.label}] ${line}`)
  }
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on("line", each)
  }
}

/** `nice -n 19` for background work (coreutils' nice replaces itself with the command: same pid). */
function spawnArgs(command: string, args: string[], options: RunOptions): [string, string[]] {
  return options.background ? ["nice", ["-n", "19", command, ...args]] : [command, args]
}

/** Commands running to completion now: a stop (Ctrl-C, a failed start) ends them too, or a seed would go on without its database. */
const running = new Set<ChildProcess>()

/** Ends every command still running (SIGTERM); their runs reject. */
export function stopRunningCommands(): void {
  for (const child of running) child.kill("SIGTERM")
}

/** Runs a command to completion; rejects with its last output lines when it fails. */
export function run(command: string, args: string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const [file, fileArgs] = spawnArgs(command, args, options)
    const child = spawn(file, fileArgs, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"], signal: options.signal })
    running.add(child)
    child.on("close", () => running.delete(child))
    const tail: string[] = []
    pipeLines(child, command, args, options, (line) => {
      tail.push(line)
      if (tail.length > 60) tail.shift()
      options.onLine?.(line)
    })
    child.on("error", reject)
    child.on("close", (code, signal) => {
      if (code === 0) return resolve()
      const shown = options.quiet ? `\n${tail.join("\n")}\n(all of it in ${path.relative(process.cwd(), logFileOf(options.label))})` : ""
      reject(new Error(`${options.label}: \`${command} ${args.join(" ")}\` failed (${signal ?? `exit ${code}`})${shown}`))
    })
  })
}

export interface Service {
  label: string
  child: ChildProcess
  /** Resolves with the exit code once the process has exited; never rejects. */
  exited: Promise<number | null>
  stop(): Promise<void>
}

/** Starts a long-running service in its own process group. */
export function startService(command: string, args: string[], options: RunOptions): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  pipeLines(child, command, args, options, (line) => options.onLine?.(line))
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      /* already gone */
    }
  }
  return {
    label: options.label,
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      signalGroup("SIGTERM")
      const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000)
      await exited
      clearTimeout(timer)
      signalGroup("SIGKILL") // stragglers of the group, if any
    },
  }
}

/** Polls `url` every `everyMs` until it answers 2xx, the service exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, service: Service | undefined, timeoutMs: number, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void service?.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${service!.label} exited before ${url} answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      // Read to the end, so that frequent polls do not keep their connections waiting for the collector.
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, everyMs))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}

/** Fails with a clear message when `port` is taken, instead of talking to whatever holds it. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const { createServer } = await import("node:net")
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} (${what}) is already in use: is the shop already running? Stop it, or choose another port.`) : error)
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

/** Waits for a service just started to answer `url`; one that never does is stopped before the error is thrown. */
export async function waitForService(service: Service, url: string, timeoutMs: number): Promise<void> {
  try {
    await waitForHttp(url, service, timeoutMs)
  } catch (error) {
    await service.stop()
    throw error
  }
}
