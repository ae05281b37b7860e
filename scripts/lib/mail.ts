/**
 * E-mail for `npm start`, `npm test` and the production check: the SMTP server named by SMTP_URL when it is
 * set, otherwise a local mail catcher (maildev, from npm) started here. Its web inbox shows every message the
 * shop sends; its REST API (/api/email) is what the tests read.
 */
import { mkdirSync } from "node:fs"
import path from "node:path"
import { ROOT } from "./paths.js"
import { startService, waitForService, type Service } from "./processes.js"

export const MAIL_CATCHER_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025)
export const MAIL_CATCHER_WEB_PORT = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080)
const MAILDEV = path.join(ROOT, "node_modules", "maildev", "dist", "bin", "maildev.js")

export interface Mail {
  /** What the banner says about e-mail. */
  description: string
  /** Environment commerce needs to send through it. */
  commerceEnv: NodeJS.ProcessEnv
  /** The catcher's web inbox (and REST API), when it is the local one. */
  inboxUrl?: string
  service?: Service
}

/** What commerce is given to send e-mail: known before the catcher answers, so commerce may start beside it. */
export function mailCommerceEnv(options: { smtpPort?: number } = {}): NodeJS.ProcessEnv {
  if (process.env.SMTP_URL) return { SMTP_URL: process.env.SMTP_URL, ...(process.env.MAIL_FROM && { MAIL_FROM: process.env.MAIL_FROM }) }
  return { SMTP_URL: `smtp://127.0.0.1:${options.smtpPort ?? MAIL_CATCHER_SMTP_PORT}`, MAIL_FROM: process.env.MAIL_FROM ?? "Orbita <orders@shop.local>" }
}

/** `directory`: where the catcher keeps its messages (a folder of .data/: restarts keep the inbox, runs do not mix). */
export async function startMail(options: { smtpPort?: number; webPort?: number; directory: string; quiet?: boolean }): Promise<Mail> {
  if (process.env.SMTP_URL) {
    return { description: "SMTP_URL (the shop's e-mail goes out through it)", commerceEnv: mailCommerceEnv() }
  }
  const smtpPort = options.smtpPort ?? MAIL_CATCHER_SMTP_PORT
  const webPort = options.webPort ?? MAIL_CATCHER_WEB_PORT
  const folder = options.directory
  mkdirSync(folder, { recursive: true })
  const service = startService(
    process.execPath,
    [MAILDEV, "--smtp", String(smtpPort), "--web", String(webPort), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1", "--mail-directory", folder, "--silent"],
    {
      cwd: ROOT,
      label: "mail catcher",
      quiet: options.quiet,
    }
  )
  const inboxUrl = `http://localhost:${webPort}`
  await waitForService(service, `http://127.0.0.1:${webPort}/api/email`, 20_000)
  return {
    description: `local mail catcher (SMTP_URL unset): every e-mail the shop sends is in its inbox at ${inboxUrl}`,
    commerceEnv: mailCommerceEnv({ smtpPort }),
    inboxUrl,
    service,
  }
}
