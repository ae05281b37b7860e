import type Stripe from "stripe"
import type { EventRecord, Store } from "./store.js"

/** What the resource modules share: the state, the clock, the public URL and the event recorder. */
export interface StandInContext {
  store: Store
  /** Milliseconds since the epoch; injectable so tests can move time past `expires_at`. */
  nowMs(): number
  /** Base URL of the hosted pages (`<publicUrl>/c/pay/<id>`). */
  publicUrl(): string
  /** Records an event (and, when delivery is on, sends it to the webhook URL in the background). */
  emit(type: Stripe.Event.Type, object: object): EventRecord
  log(line: string): void
}

/** Stripe's timestamps are Unix seconds. */
export const unixNow = (context: StandInContext) => Math.floor(context.nowMs() / 1000)
