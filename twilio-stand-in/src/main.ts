import { assertNotProduction, startTwilioStandIn } from "./index.js"

/** `npm start -w @shop/twilio-stand-in`: the local Twilio (SMS) stand-in as a process, configured by environment. */
assertNotProduction()
const env = process.env
const standIn = await startTwilioStandIn({
  port: Number(env.TWILIO_STAND_IN_PORT ?? 12411),
  accountSid: env.TWILIO_ACCOUNT_SID ?? "AC_local_stand_in",
  authToken: env.TWILIO_AUTH_TOKEN ?? "local_stand_in_token",
  inboundUrl: env.TWILIO_INBOUND_URL?.trim() || undefined,
  log: (line) => console.log(line),
})
console.log(`[twilio-stand-in] Local Twilio test stand-in (no real SMS) listening on ${standIn.url}; outbox at ${standIn.url}/_stand-in/outbox`)
const stop = () => void standIn.close().then(() => process.exit(0))
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
