/**
 * SMS for `npm start` and `npm test` (issue 54): Twilio itself when TWILIO_ACCOUNT_SID is set, otherwise the local
 * Twilio stand-in (twilio-stand-in/), started here, its outbox readable at /_stand-in/outbox and its replies sent to
 * commerce's inbound webhook.
 */
import path from "node:path"
import { ROOT } from "./paths.js"
import { startService, waitForService, type Service } from "./processes.js"

export const TWILIO_STAND_IN_PORT = Number(process.env.TWILIO_STAND_IN_PORT ?? 12411)
/** The stand-in's account; commerce uses the same defaults (commerce/src/lib/sms-settings.ts). */
const STAND_IN_ACCOUNT = { TWILIO_ACCOUNT_SID: "AC_local_stand_in", TWILIO_AUTH_TOKEN: "local_stand_in_token" }
/** Commerce's route for replies (STOP). */
export const SMS_INBOUND_PATH = "/hooks/sms/inbound"

/** What commerce is given to reach the SMS service: known before the stand-in answers, so commerce may start beside it. */
export function smsCommerceEnv(options: { port?: number; commercePort: number }): NodeJS.ProcessEnv {
  if (process.env.TWILIO_ACCOUNT_SID) return {}
  // The stand-in signs replies over this URL, as Twilio over the one set in its console.
  return { ...STAND_IN_ACCOUNT, TWILIO_API_URL: `http://127.0.0.1:${options.port ?? TWILIO_STAND_IN_PORT}`, TWILIO_INBOUND_URL: inboundUrl(options.commercePort) }
}

const inboundUrl = (commercePort: number) => `http://127.0.0.1:${commercePort}${SMS_INBOUND_PATH}`

export async function startSms(options: { commercePort: number; port?: number; quiet?: boolean }): Promise<{ description: string; service?: Service }> {
  if (process.env.TWILIO_ACCOUNT_SID) return { description: "Twilio (TWILIO_ACCOUNT_SID is set; inbound webhook: see docs/production.md)" }
  const port = options.port ?? TWILIO_STAND_IN_PORT
  const service = startService(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(ROOT, "twilio-stand-in"),
    label: "twilio stand-in",
    quiet: options.quiet,
    env: { NODE_ENV: "development", TWILIO_STAND_IN_PORT: String(port), ...STAND_IN_ACCOUNT, TWILIO_INBOUND_URL: inboundUrl(options.commercePort) },
  })
  await waitForService(service, `http://127.0.0.1:${port}/_stand-in/health`, 20_000)
  return { description: `local Twilio test stand-in; SMS sent are at http://localhost:${port}/_stand-in/outbox (TWILIO_ACCOUNT_SID unset)`, service }
}
