import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import path from "node:path"
import type Stripe from "stripe"

/** What `product_data` said about a line's product; the hosted page shows it. */
export interface ProductData {
  id: string
  name: string
  description: string | null
  images: string[]
  metadata: Record<string, string>
}

export interface SessionRecord {
  seq: number
  session: Stripe.Checkout.Session
  lineItems: Stripe.LineItem[]
  products: ProductData[]
  shippingRates: Stripe.ShippingRate[]
  paymentIntentMetadata: Record<string, string>
}

export interface PaymentIntentRecord {
  seq: number
  intent: Stripe.PaymentIntent
  charge: Stripe.Charge
  sessionId: string
}

export interface RefundRecord {
  seq: number
  refund: Stripe.Refund
}

export interface EventDelivery {
  delivered: boolean
  attempts: number
  last_status: number | null
  last_error: string | null
  /** True while automatic retries are scheduled, so a restart can resume them. */
  retrying: boolean
}

export interface EventRecord {
  seq: number
  event: Stripe.Event
  delivery: EventDelivery
}

export interface IdempotencyRecord {
  fingerprint: string
  status: number
  body: string
  requestId: string
  createdMs: number
}

export interface Settings {
  deliver_webhooks: boolean
}

const FORMAT = "stripe-stand-in/1"
/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000

interface Snapshot {
  format: typeof FORMAT
  seq: number
  settings: Settings
  sessions: SessionRecord[]
  payment_intents: PaymentIntentRecord[]
  refunds: RefundRecord[]
  events: EventRecord[]
  idempotency: Array<[string, IdempotencyRecord]>
}

const byNewest = <T extends { seq: number }>(records: Iterable<T>): T[] => [...records].sort((a, b) => b.seq - a.seq)

/**
 * Everything the stand-in knows, in memory, optionally mirrored to one JSON file so a restart keeps sessions,
 * payments and events (the shop's order lookups and the webhook sweep need them after a restart too).
 */
export class Store {
  readonly sessions = new Map<string, SessionRecord>()
  readonly paymentIntents = new Map<string, PaymentIntentRecord>()
  readonly refunds = new Map<string, RefundRecord>()
  readonly events = new Map<string, EventRecord>()
  readonly idempotency = new Map<string, IdempotencyRecord>()
  settings: Settings = { deliver_webhooks: true }
  private seq = 0
  private readonly intentOfCharge = new Map<string, string>()

  private dirty = false
  private writing: Promise<void> = Promise.resolve()
  private queued: Promise<void> | null = null

  private constructor(
    private readonly dataFile: string | undefined,
    private readonly log: (line: string) => void
  ) {}

  static async open(dataFile: string | undefined, log: (line: string) => void): Promise<Store> {
    const store = new Store(dataFile, log)
    if (!dataFile) return store
    let text: string
    try {
      text = await readFile(dataFile, "utf8")
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        await mkdir(path.dirname(path.resolve(dataFile)), { recursive: true })
        return store
      }
      throw error
    }
    let snapshot: Snapshot
    try {
      snapshot = JSON.parse(text) as Snapshot
    } catch (error) {
      throw new Error(`stripe-stand-in: ${dataFile} is not valid JSON (${(error as Error).message}); move it away to start empty`)
    }
    if (snapshot?.format !== FORMAT) {
      throw new Error(`stripe-stand-in: ${dataFile} is not a Stripe stand-in data file (expected format ${FORMAT}); move it away to start empty`)
    }
    store.seq = snapshot.seq
    store.settings = { ...store.settings, ...snapshot.settings }
    for (const record of snapshot.sessions) store.sessions.set(record.session.id, record)
    for (const record of snapshot.payment_intents) store.addPaymentIntent(record)
    for (const record of snapshot.refunds) store.refunds.set(record.refund.id, record)
    for (const record of snapshot.events) store.events.set(record.event.id, record)
    for (const [key, record] of snapshot.idempotency) store.idempotency.set(key, record)
    return store
  }

  nextSeq(): number {
    return ++this.seq
  }

  addPaymentIntent(record: PaymentIntentRecord): void {
    this.paymentIntents.set(record.intent.id, record)
    this.intentOfCharge.set(record.charge.id, record.intent.id)
  }

  paymentIntentOfCharge(chargeId: string): PaymentIntentRecord | undefined {
    const intentId = this.intentOfCharge.get(chargeId)
    return intentId === undefined ? undefined : this.paymentIntents.get(intentId)
  }

  sessionsNewestFirst = () => byNewest(this.sessions.values())
  refundsNewestFirst = () => byNewest(this.refunds.values())
  eventsNewestFirst = () => byNewest(this.events.values())

  rememberIdempotent(key: string, record: IdempotencyRecord): void {
    for (const [oldKey, old] of this.idempotency) {
      // Insertion order is age order, so the scan stops at the first key still within its 24 hours.
      if (record.createdMs - old.createdMs < IDEMPOTENCY_TTL_MS) break
      this.idempotency.delete(oldKey)
    }
    this.idempotency.set(key, record)
  }

  idempotent(key: string, nowMs: number): IdempotencyRecord | undefined {
    const record = this.idempotency.get(key)
    return record && nowMs - record.createdMs < IDEMPOTENCY_TTL_MS ? record : undefined
  }

  changed(): void {
    this.dirty = true
  }

  /**
   * Resolves once every change made so far is on disk. Writes never overlap and a burst of changes shares one
   * write, so a busy benchmark does not rewrite the file once per request. Never rejects: a failed write is
   * logged and made again with the next change.
   */
  persist(): Promise<void> {
    if (!this.dataFile) {
      this.dirty = false
      return Promise.resolve()
    }
    if (!this.dirty) return this.queued ?? this.writing
    if (this.queued) return this.queued
    const queued = this.writing.then(async () => {
      this.queued = null
      if (!this.dirty) return
      this.dirty = false
      await this.write()
    })
    this.queued = queued
    this.writing = queued
    return queued
  }

  private async write(): Promise<void> {
    const file = this.dataFile as string
    const snapshot: Snapshot = {
      format: FORMAT,
      seq: this.seq,
      settings: this.settings,
      sessions: [...this.sessions.values()],
      payment_intents: [...this.paymentIntents.values()],
      refunds: [...this.refunds.values()],
      events: [...this.events.values()],
      idempotency: [...this.idempotency.entries()],
    }
    // Serialised before the first await, so the file holds exactly the state at this moment.
    const text = JSON.stringify(snapshot)
    const temporary = `${file}.${process.pid}.tmp`
    try {
      await writeFile(temporary, text)
      // rename() replaces the file in one step: a crash mid-write leaves the previous version, never half a file.
      await rename(temporary, file)
    } catch (error) {
      this.dirty = true
      this.log(`[stripe-stand-in] could not save ${file}: ${(error as Error).message}`)
    }
  }
}
