/**
 * The cart's checkouts the browser started and has not seen paid yet, in localStorage (shared by every tab):
 * each with the lines it pays for, so that once it is paid those quantities leave the cart wherever the
 * shopper is (issue 22: not only on the confirmation page, which a shopper may never reach).
 */
export const PENDING_CHECKOUTS_KEY = "shop.pending-checkouts.v1"

/** Checkout Sessions expire after a day at most (Stripe's longest): a record older than this is dropped. */
export const PENDING_MAX_AGE_MS = 25 * 3600_000

export interface PendingCheckout {
  sessionId: string
  lines: { id: number; quantity: number }[]
  /** When it started (ms since the epoch). */
  startedAt: number
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

function readCheckout(value: unknown): PendingCheckout | undefined {
  if (!isRecord(value) || typeof value.sessionId !== "string" || !/^cs_[A-Za-z0-9_]{1,200}$/.test(value.sessionId)) return undefined
  if (typeof value.startedAt !== "number" || !Number.isFinite(value.startedAt) || !Array.isArray(value.lines)) return undefined
  const lines = value.lines.filter(
    (line): line is PendingCheckout["lines"][number] => isRecord(line) && Number.isInteger(line.id) && Number.isInteger(line.quantity) && (line.quantity as number) > 0
  )
  return { sessionId: value.sessionId, lines: lines.map(({ id, quantity }) => ({ id, quantity })), startedAt: value.startedAt }
}

/** The stored checkouts younger than PENDING_MAX_AGE_MS; anything unreadable is dropped. */
export function readPendingCheckouts(storage: Pick<Storage, "getItem"> | undefined, now = Date.now()): PendingCheckout[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PENDING_CHECKOUTS_KEY) ?? "[]")
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((value) => readCheckout(value) ?? []).filter((checkout) => now - checkout.startedAt < PENDING_MAX_AGE_MS)
  } catch {
    return []
  }
}

function write(storage: Pick<Storage, "setItem"> | undefined, checkouts: readonly PendingCheckout[]) {
  try {
    storage?.setItem(PENDING_CHECKOUTS_KEY, JSON.stringify(checkouts))
  } catch {
    // Storage full or blocked: the confirmation page still empties the cart.
  }
}

export function rememberCheckout(storage: Pick<Storage, "getItem" | "setItem"> | undefined, checkout: PendingCheckout): void {
  write(storage, [...readPendingCheckouts(storage).filter((other) => other.sessionId !== checkout.sessionId), checkout])
}

export function forgetCheckout(storage: Pick<Storage, "getItem" | "setItem"> | undefined, sessionId: string): void {
  write(
    storage,
    readPendingCheckouts(storage).filter((checkout) => checkout.sessionId !== sessionId)
  )
}
