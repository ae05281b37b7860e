/**
 * CPU accounting from /proc (Linux), for benches on a machine shared with other work: how much of the machine
 * the processes a measurement does not involve used while it ran (a figure measured beside them is less
 * trustworthy), and when a server is idle again.
 */
import { readdirSync, readFileSync } from "node:fs"

/** Clock ticks a second (USER_HZ): 100 on Linux. */
const HZ = 100

interface ProcessTicks {
  pid: number
  /** Process group. */
  group: number
  /** utime + stime. */
  ticks: number
}

function processes(): ProcessTicks[] {
  const all: ProcessTicks[] = []
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The fields after the command's closing parenthesis: pgrp is the 3rd of them, utime the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${name}/stat`, "utf8").split(") ").at(-1)!.split(" ")
      all.push({ pid: Number(name), group: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // Gone meanwhile.
    }
  }
  return all
}

/** Busy ticks of the whole machine (every core), from /proc/stat's first line. */
function machineBusy(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.split(/\s+/).slice(1).map(Number)
  return user! + nice! + system! + irq! + softirq! + steal!
}

/** This process's own ticks and those of its children it has waited for (a tool run to completion: wrk, medusa). */
function ownTicks(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ").at(-1)!.split(" ")
  return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")
  } catch {
    return ""
  }
}

/**
 * Starts counting: `stop()` says how many cores, on average since, the processes not `involved` used (and the
 * involved ones: this process, its waited-for children, and those `involved` names by process group or
 * command line, e.g. a server's group and the PostgreSQL backends of its database).
 */
export function countOtherCpu(involved: { groups?: number[]; commandLineIncludes?: string[] }) {
  const isInvolved = (p: ProcessTicks) =>
    p.pid === process.pid || (involved.groups ?? []).includes(p.group) || (involved.commandLineIncludes ?? []).some((text) => commandLine(p.pid).includes(text))
  const involvedTicks = () => processes().filter(isInvolved)
  const started = performance.now()
  const busyBefore = machineBusy()
  const ownBefore = ownTicks()
  const before = new Map(involvedTicks().map((p) => [p.pid, p.ticks]))
  return {
    stop(): { otherCores: number; involvedCores: number } {
      const elapsed = (performance.now() - started) / 1000
      const busy = machineBusy() - busyBefore
      // A process that ended meanwhile (other than a waited-for child) is counted as another's: rare, and on the safe side.
      const ours = ownTicks() - ownBefore + involvedTicks().reduce((sum, p) => sum + (p.pid === process.pid ? 0 : p.ticks - (before.get(p.pid) ?? 0)), 0)
      return { otherCores: Math.max(0, (busy - ours) / HZ / elapsed), involvedCores: ours / HZ / elapsed }
    },
  }
}

/**
 * Waits until a process group uses less than 5 % of a core over a quarter of a second, twice in a row (at most
 * `timeoutMs`): a server done with what it was asked, e.g. the requests a load tool left open at its end.
 */
export async function groupIdle(group: number, timeoutMs = 60_000): Promise<void> {
  const ticks = () => processes().reduce((sum, p) => sum + (p.group === group ? p.ticks : 0), 0)
  const deadline = performance.now() + timeoutMs
  let quiet = 0
  while (quiet < 2 && performance.now() < deadline) {
    const before = ticks()
    await new Promise((resolve) => setTimeout(resolve, 250))
    // 5 % of a core over 250 ms is 1.25 ticks.
    quiet = ticks() - before <= 1 ? quiet + 1 : 0
  }
}

/**
 * Waits until the processes not `involved` use less than `below` cores over a second (at most `timeoutMs`):
 * another program's test or build done before a measurement starts. Says how long it waited, and whether
 * they did leave the machine alone.
 */
export async function othersQuiet(involved: Parameters<typeof countOtherCpu>[0], below = 0.15, timeoutMs = 120_000): Promise<{ waitedMs: number; quiet: boolean }> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const counting = countOtherCpu(involved)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    if (counting.stop().otherCores < below) return { waitedMs: performance.now() - started, quiet: true }
  }
  return { waitedMs: performance.now() - started, quiet: false }
}
