import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { stopChild, waitUntilAnswering, workerPort } from "./child-process"

/**
 * The local mail catcher (maildev, the one `npm start` runs) as a child process for one test file: Medusa's
 * notification provider sends to it over real SMTP, and the tests read what arrived through its REST API.
 */
export const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_TEST_SMTP_PORT ?? workerPort(11_025))
export const MAIL_WEB_PORT = Number(process.env.MAIL_CATCHER_TEST_WEB_PORT ?? workerPort(11_080))
export const MAIL_API = `http://127.0.0.1:${MAIL_WEB_PORT}`

// Read by commerce's medusa-config.ts when the test runner boots Medusa in this process.
process.env.SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`
process.env.MAIL_FROM = "Orbita <orders@shop.test>"
process.env.SUPPORT_EMAIL = "support@shop.test"
process.env.STOREFRONT_URL = "https://shop.test"

export interface CaughtEmail {
  id: string
  subject: string
  from: { address: string; name: string }[]
  to: { address: string; name: string }[]
  html: string
  text: string
  /** Header names in lower case (maildev parses no Reply-To of its own: read it here). */
  headers: Record<string, string>
}

let child: ChildProcess | undefined
let folder: string | undefined

export async function startMailCatcher(): Promise<void> {
  folder = mkdtempSync(path.join(tmpdir(), "mail-catcher-"))
  const maildev = path.resolve(__dirname, "../../../node_modules/maildev/dist/bin/maildev.js")
  child = spawn(
    process.execPath,
    [maildev, "--smtp", String(MAIL_SMTP_PORT), "--web", String(MAIL_WEB_PORT), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1", "--mail-directory", folder, "--silent"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    }
  )
  await waitUntilAnswering("the mail catcher to start", `${MAIL_API}/api/email`, 20_000)
}

export async function stopMailCatcher(): Promise<void> {
  await pauseMailCatcher()
  if (folder) rmSync(folder, { recursive: true, force: true })
}

/** Stops the catcher as an SMTP server going down would (startMailCatcher brings it back, empty). */
export async function pauseMailCatcher(): Promise<void> {
  const running = child
  child = undefined
  await stopChild(running)
}

/** Every message caught so far, oldest first. */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${MAIL_API}/api/email`)
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`)
  return (await response.json()) as CaughtEmail[]
}

/** The messages to `address`. */
export const emailsTo = async (address: string) => (await caughtEmails()).filter((mail) => mail.to.some((to) => to.address === address))

/** Waits until `address` has `count` messages (and a moment longer, to see that no more come). */
export async function waitForEmails(address: string, count: number, timeoutMs = 20_000): Promise<CaughtEmail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await emailsTo(address)
    if (mails.length >= count) {
      await new Promise((r) => setTimeout(r, 500))
      return emailsTo(address)
    }
    if (Date.now() > deadline) throw new Error(`${address} got ${mails.length} of ${count} e-mails within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * A message's header block as it arrived over SMTP (its raw source), folded lines joined: maildev's parsed
 * headers leave out Reply-To, and a header-injection check must see the real lines anyway.
 */
export async function rawHeaders(id: string): Promise<string[]> {
  const response = await fetch(`${MAIL_API}/api/email/${encodeURIComponent(id)}/source`)
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status} for the source of ${id}`)
  const source = await response.text()
  const block = source.slice(0, source.search(/\r?\n\r?\n/))
  return block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)
}

/** The value of the one header called `name` (case-insensitive); fails when there is none or several. */
export function onlyHeader(lines: string[], name: string): string {
  const found = lines.filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  if (found.length !== 1) throw new Error(`${found.length} ${name} headers in:\n${lines.join("\n")}`)
  return found[0]!.slice(name.length + 1).trim()
}
