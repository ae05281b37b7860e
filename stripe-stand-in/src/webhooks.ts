import Stripe from "stripe"
import type { EventRecord } from "./store.js"

export interface WebhookSenderOptions {
  url: string | undefined
  secret: string
  /** Delay before the 2nd attempt; each later one doubles it (0.5 s, 1 s, 2 s, … by default). */
  retryBaseMs: number
  maxAttempts: number
  timeoutMs: number
  log: (line: string) => void
  /** Called after every attempt, so the delivery state can be saved. */
  onChange: () => void
}

export interface AttemptResult {
  ok: boolean
  status: number | null
  error: string | null
}

/**
 * Sends events to the webhook URL the way Stripe does: JSON body, `Stripe-Signature` computed by the official
 * SDK over those exact bytes (fresh timestamp per attempt, so a late retry is not rejected as stale), retries with
 * exponential backoff on network errors and non-2xx answers, all in the background.
 */
export class WebhookSender {
  private readonly signer = new Stripe("sk_test_stand_in")
  private readonly closing = new AbortController()
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly inFlight = new Set<Promise<unknown>>()

  constructor(private readonly options: WebhookSenderOptions) {}

  get url(): string | undefined {
    return this.options.url
  }

  sign(payload: string): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret: this.options.secret })
  }

  /** One delivery attempt, recorded on the event. */
  async attempt(record: EventRecord): Promise<AttemptResult> {
    const url = this.options.url
    if (!url) return { ok: false, status: null, error: "no webhook URL is configured" }
    const payload = JSON.stringify(record.event)
    const request = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": this.sign(payload), "user-agent": "Stripe/1.0 (local Stripe test stand-in)" },
      body: payload,
      redirect: "manual",
      signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.options.timeoutMs)]),
    }).then(async (response) => {
      // Reading the body lets the connection be reused; what the receiver says is not needed.
      await response.arrayBuffer().catch(() => undefined)
      return response.status
    })
    this.inFlight.add(request)
    let result: AttemptResult
    try {
      const status = await request
      const ok = status >= 200 && status < 300
      result = { ok, status, error: ok ? null : `HTTP ${status}` }
    } catch (error) {
      result = { ok: false, status: null, error: describe(error) }
    } finally {
      this.inFlight.delete(request)
    }
    if (this.closing.signal.aborted) return result
    const { delivery } = record
    delivery.attempts += 1
    delivery.last_status = result.status
    delivery.last_error = result.error
    if (result.ok) {
      delivery.delivered = true
      record.event.pending_webhooks = 0
    }
    this.options.onChange()
    return result
  }

  /** Delivers with retries; returns at once. `firstAttempt` > 1 resumes a delivery interrupted by a restart. */
  deliverInBackground(record: EventRecord, firstAttempt = 1): void {
    record.delivery.retrying = true
    const run = async (attempt: number): Promise<void> => {
      if (this.closing.signal.aborted) return
      if (record.delivery.delivered) {
        record.delivery.retrying = false
        this.options.onChange()
        return
      }
      const result = await this.attempt(record)
      // Left marked as retrying on shutdown, so the next start picks the delivery up again.
      if (this.closing.signal.aborted || result.ok || record.delivery.delivered) {
        if (!this.closing.signal.aborted) {
          record.delivery.retrying = false
          this.options.onChange()
        }
        return
      }
      const what = `[stripe-stand-in] webhook ${record.event.id} (${record.event.type}) to ${this.options.url}: attempt ${attempt}/${this.options.maxAttempts} failed (${result.error})`
      if (attempt >= this.options.maxAttempts) {
        record.delivery.retrying = false
        this.options.onChange()
        this.options.log(`${what}; giving up`)
        return
      }
      const delay = this.options.retryBaseMs * 2 ** (attempt - 1)
      this.options.log(`${what}; retrying in ${delay >= 1000 ? `${delay / 1000} s` : `${delay} ms`}`)
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        void run(attempt + 1)
      }, delay)
      this.timers.add(timer)
    }
    void run(Math.min(Math.max(firstAttempt, 1), this.options.maxAttempts))
  }

  /** Stops retries and aborts requests under way. */
  async close(): Promise<void> {
    this.closing.abort()
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await Promise.allSettled([...this.inFlight])
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as Error & { cause?: unknown }).cause
  const detail = cause instanceof Error ? cause.message : undefined
  if (error.name === "TimeoutError") return "timed out"
  return detail ? `${error.message}: ${detail}` : error.message
}
