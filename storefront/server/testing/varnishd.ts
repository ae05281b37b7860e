/**
 * Runs Debian's varnishd with the repository's VCL (varnish/default.vcl) in front of given storefront
 * instances: for the Varnish purger's tests and `npm run check:production`. The VCL is used as it is; the
 * instances are written into a shop-backends.vcl of the run's own folder, which varnishd finds through
 * its vcl_path. Two listeners, as in production: the public one for shoppers and the one named `purge`, the
 * only one the VCL takes BANs on (the storefronts' PURGE_VARNISH_URLS point there).
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"

export const VCL_FILE = path.resolve(import.meta.dirname, "../../../varnish/default.vcl")

/** varnishd's path (Debian installs it in /usr/sbin, which a user's PATH may lack); a clear error when missing. */
export function varnishdPath(): string {
  const candidates = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/sbin", "/usr/local/sbin"]
  const found = candidates.map((dir) => path.join(dir, "varnishd")).find((file) => existsSync(file))
  if (!found) throw new Error("varnishd not found: install Debian's varnish (apt-get install -y varnish); .ci/run installs it")
  return found
}

/** shop-backends.vcl for these storefront instances ("host:port" each), as varnish/shop-backends.vcl is for one. */
export function backendsVcl(instances: readonly string[]): string {
  if (!instances.length) throw new Error("Varnish needs at least one storefront instance")
  const names = instances.map((_, index) => `storefront_${index + 1}`)
  const backends = instances.map((instance, index) => {
    const { hostname, port } = new URL(`http://${instance}`)
    return `backend ${names[index]} {\n    .host = "${hostname}";\n    .port = "${port || "80"}";\n    .probe = storefront_healthz;\n}\n`
  })
  const adds = names.map((name) => `    storefronts.add_backend(${name}, 1.0);\n`).join("")
  return `${backends.join("\n")}\nsub vcl_init {\n    new storefronts = directors.hash();\n${adds}}\n`
}

export interface VarnishdOptions {
  /** A folder of this run: the backends file and varnishd's work directory go there. */
  folder: string
  /** Where varnishd listens for shoppers (127.0.0.1). */
  port: number
  /** Where its purge listener is (127.0.0.1): the one listener BANs are taken on. */
  purgePort: number
  /** The storefront instances, "host:port" each. */
  instances: readonly string[]
  /** Its cache's memory (64 MB unless set; production gives it 1 GB: varnish/README.md). */
  cacheMb?: number
}

/**
 * The command line that runs varnishd in the foreground with the repository's VCL, as varnish/README.md shows it:
 * brotli kept (http_gzip_support off), no jail (it may run as root in a container), 64 MB of cache unless set.
 */
export function varnishdCommand({ folder, port, purgePort, instances, cacheMb = 64 }: VarnishdOptions): { command: string; args: string[] } {
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, "shop-backends.vcl"), backendsVcl(instances))
  const args = ["-F", "-a", `127.0.0.1:${port}`, "-a", `purge=127.0.0.1:${purgePort}`, "-f", VCL_FILE, "-p", `vcl_path=${folder}`, "-p", "http_gzip_support=off"]
  args.push("-n", path.join(folder, "work"), "-s", `malloc,${cacheMb}m`, "-j", "none")
  return { command: varnishdPath(), args }
}

export interface RunningVarnishd {
  /** The public listener (shoppers). */
  url: string
  /** The purge listener: where BANs go (PURGE_VARNISH_URLS). */
  purgeUrl: string
  /** Its work directory: `varnishadm -n <workDir> backend.list`, `varnishstat -n <workDir>`. */
  workDir: string
  /** varnishd's output so far (the VCL compiler's errors land here). */
  output(): string
  stop(): Promise<void>
}

/** Starts varnishd and waits until it answers (its /healthz passes through to a storefront instance). */
export async function startVarnishd(options: VarnishdOptions, timeoutMs = 30_000): Promise<RunningVarnishd> {
  const { command, args } = varnishdCommand(options)
  const child: ChildProcess = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true })
  let output = ""
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  child.once("error", (error) => (output += `\n${error.message}`))
  const varnish: RunningVarnishd = {
    url: `http://127.0.0.1:${options.port}`,
    purgeUrl: `http://127.0.0.1:${options.purgePort}`,
    workDir: path.join(options.folder, "work"),
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      // Its own process group: the manager and the cache process it forked.
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name)
        } catch {
          /* already gone */
        }
      }
      signal("SIGTERM")
      const timer = setTimeout(() => signal("SIGKILL"), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
  const deadline = Date.now() + timeoutMs
  while (child.exitCode === null && Date.now() < deadline) {
    const answered = await fetch(`${varnish.url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false
    )
    if (answered) return varnish
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await varnish.stop()
  throw new Error(`varnishd did not answer on ${varnish.url} within ${timeoutMs / 1000} s:\n${output.trim()}`)
}
