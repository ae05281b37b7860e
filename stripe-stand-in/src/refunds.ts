import type Stripe from "stripe"
import { type StandInContext, unixNow } from "./context.js"
import { invalid, noSuch } from "./errors.js"
import { newId } from "./ids.js"
import { PAGINATION_PARAMS, apiList, listPage } from "./lists.js"
import { formatAmount } from "./money.js"
import { type Params, rangeMatches } from "./params.js"
import { findPaymentIntent, presentCharge } from "./payment-intents.js"
import type { PaymentIntentRecord } from "./store.js"

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const

function intentToRefund(context: StandInContext, params: Params): PaymentIntentRecord {
  const intentId = params.string("payment_intent")
  const chargeId = params.string("charge")
  if (intentId) {
    const record = findPaymentIntent(context, intentId, "payment_intent")
    if (chargeId && record.charge.id !== chargeId) throw invalid(`Charge ${chargeId} does not belong to PaymentIntent ${intentId}.`, "charge")
    return record
  }
  if (chargeId) {
    const record = context.store.paymentIntentOfCharge(chargeId)
    if (!record) throw noSuch("charge", chargeId, "charge")
    return record
  }
  throw invalid("One of the following params should be provided for this request: payment_intent or charge.", "payment_intent", "parameter_missing")
}

/** A refund settles at once; it is recorded on the charge and announced with `charge.refunded` and `refund.created`. */
export function createRefund(context: StandInContext, params: Params): Stripe.Refund {
  params.onlyKnown(["payment_intent", "charge", "amount", "reason", "metadata", "expand"])
  params.expand([])
  const record = intentToRefund(context, params)
  const { charge, intent } = record
  const remaining = charge.amount_captured - charge.amount_refunded
  if (remaining <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded")
  const amount = params.integer("amount", { min: 1 }) ?? remaining
  if (amount > remaining) {
    throw invalid(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
      "amount",
      "amount_too_large"
    )
  }
  const refund: Stripe.Refund = {
    id: newId("re_"),
    object: "refund",
    amount,
    balance_transaction: newId("txn_"),
    charge: charge.id,
    created: unixNow(context),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: params.metadata("metadata") ?? {},
    payment_intent: intent.id,
    payment_method: typeof charge.payment_method === "string" ? charge.payment_method : null,
    reason: params.oneOf("reason", REASONS) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  }
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded >= charge.amount
  context.store.refunds.set(refund.id, { seq: context.store.nextSeq(), refund })
  context.store.changed()
  context.emit("charge.refunded", presentCharge(record))
  context.emit("refund.created", refund)
  context.log(`[stripe-stand-in] refund ${refund.id}: ${formatAmount(amount, refund.currency)} of ${intent.id}`)
  return structuredClone(refund)
}

export function retrieveRefund(context: StandInContext, id: string, params: Params): Stripe.Refund {
  params.onlyKnown(["expand"])
  params.expand([])
  const record = context.store.refunds.get(id)
  if (!record) throw noSuch("refund", id, "refund")
  return structuredClone(record.refund)
}

export function listRefunds(context: StandInContext, params: Params): Stripe.ApiList<Stripe.Refund> {
  params.onlyKnown(["payment_intent", "charge", "created", "expand", ...PAGINATION_PARAMS])
  params.expand([])
  const intentId = params.string("payment_intent")
  const chargeId = params.string("charge")
  const created = params.range("created")
  const { items, hasMore } = listPage(
    context.store.refundsNewestFirst(),
    (record) => record.refund.id,
    ({ refund }) =>
      (intentId === undefined || refund.payment_intent === intentId) && (chargeId === undefined || refund.charge === chargeId) && rangeMatches(created, refund.created),
    params,
    "refund"
  )
  return apiList(
    items.map((record) => structuredClone(record.refund)),
    hasMore,
    "/v1/refunds"
  )
}
