import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { stopChild, waitUntilAnswering, workerPort } from "./child-process"

/**
 * The local Twilio stand-in (twilio-stand-in/) as a child process for one test file: commerce's sms provider sends
 * through it with Twilio's client, and the tests read what it sent from its outbox.
 */
export const TWILIO_STAND_IN_PORT = Number(process.env.TWILIO_STAND_IN_TEST_PORT ?? workerPort(12_511))
export const TWILIO_STAND_IN_URL = `http://127.0.0.1:${TWILIO_STAND_IN_PORT}`
export const TWILIO_AUTH_TOKEN = "twilio_integration_tests"
/** The URL replies are signed over (commerce reads TWILIO_INBOUND_URL); the tests post to the route themselves. */
export const TWILIO_INBOUND_URL = "https://commerce.test/hooks/sms/inbound"

// Read by commerce's medusa-config.ts when the test runner boots Medusa in this process.
process.env.TWILIO_ACCOUNT_SID = "AC_integration_tests"
process.env.TWILIO_AUTH_TOKEN = TWILIO_AUTH_TOKEN
process.env.TWILIO_API_URL = TWILIO_STAND_IN_URL
process.env.TWILIO_INBOUND_URL = TWILIO_INBOUND_URL

let child: ChildProcess | undefined

export async function startTwilioStandIn(): Promise<void> {
  const root = path.resolve(__dirname, "../../..")
  child = spawn(process.execPath, ["--import", "tsx", path.join(root, "twilio-stand-in/src/main.ts")], {
    env: { ...process.env, NODE_ENV: "test", TWILIO_STAND_IN_PORT: String(TWILIO_STAND_IN_PORT), TWILIO_INBOUND_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await waitUntilAnswering("the Twilio stand-in", `${TWILIO_STAND_IN_URL}/_stand-in/health`, 20_000)
}

export const stopTwilioStandIn = () => stopChild(child)

/** The SMS the stand-in took for `to`, oldest first. */
export const smsTo = async (to: string) =>
  (await (await fetch(`${TWILIO_STAND_IN_URL}/_stand-in/outbox?to=${encodeURIComponent(to)}`)).json()) as { to: string; body: string; num_segments: string }[]

/** The next `count` sends fail as Twilio fails when it is down (503). */
export const failNextSms = (count: number) => fetch(`${TWILIO_STAND_IN_URL}/_stand-in/fail`, { method: "POST", body: JSON.stringify({ count }) })
