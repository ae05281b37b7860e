import type Stripe from "stripe"
import { type StandInContext, unixNow } from "./context.js"
import { ApiError, noSuch } from "./errors.js"
import { newId } from "./ids.js"
import type { Params } from "./params.js"
import type { PaymentIntentRecord, SessionRecord } from "./store.js"

export interface Payer {
  email: string
  name: string
  address: Stripe.Address
}

/**
 * The intent behind a paid Checkout Session. Stripe creates it when the shopper pays (not at session creation,
 * hence `payment_intent: null` until then), captures at once, and leaves one succeeded charge.
 */
export function createSucceededPaymentIntent(context: StandInContext, record: SessionRecord, payer: Payer, shipped: boolean): PaymentIntentRecord {
  const { session } = record
  const now = unixNow(context)
  const amount = session.amount_total ?? 0
  const currency = session.currency ?? "usd"
  const intentId = newId("pi_")
  const chargeId = newId("ch_")
  const paymentMethod = newId("pm_")
  const shipping = shipped ? { address: payer.address, carrier: null, name: payer.name, phone: null, tracking_number: null } : null
  const intent: Stripe.PaymentIntent = {
    id: intentId,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_received: amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${intentId}_secret_${newId("", 25)}`,
    confirmation_method: "automatic",
    created: now,
    currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: chargeId,
    livemode: false,
    managed_payments: null,
    metadata: { ...record.paymentIntentMetadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  }
  const charge: Stripe.Charge = {
    id: chargeId,
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: newId("txn_"),
    billing_details: { address: payer.address, email: payer.email, name: payer.name, phone: null, tax_id: null },
    calculated_statement_descriptor: "LOCAL STAND-IN",
    captured: true,
    created: now,
    currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: { ...record.paymentIntentMetadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: intentId,
    payment_method: paymentMethod,
    payment_method_details: null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  }
  const intentRecord: PaymentIntentRecord = { seq: context.store.nextSeq(), intent, charge, sessionId: session.id }
  context.store.addPaymentIntent(intentRecord)
  context.store.changed()
  return intentRecord
}

export function findPaymentIntent(context: StandInContext, id: string, param: string): PaymentIntentRecord {
  const record = context.store.paymentIntents.get(id)
  if (!record) throw noSuch("payment_intent", id, param)
  return record
}

export function presentCharge(record: PaymentIntentRecord): Stripe.Charge {
  return structuredClone(record.charge)
}

export function presentPaymentIntent(record: PaymentIntentRecord, expand: Set<string>): Stripe.PaymentIntent {
  const intent = structuredClone(record.intent)
  if (expand.has("latest_charge")) intent.latest_charge = presentCharge(record)
  return intent
}

export function retrievePaymentIntent(context: StandInContext, id: string, params: Params): Stripe.PaymentIntent {
  params.onlyKnown(["expand", "client_secret"])
  const expand = params.expand(["latest_charge"])
  return presentPaymentIntent(findPaymentIntent(context, id, "intent"), expand)
}

const unexpectedState = (message: string) => new ApiError(400, "invalid_request_error", message, { code: "payment_intent_unexpected_state" })

const CANCELABLE = ["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action", "processing"]

/** Every intent here has succeeded already (Checkout captures at payment), so Stripe's refusal is the answer. */
export function cancelPaymentIntent(context: StandInContext, id: string, params: Params): never {
  params.onlyKnown(["cancellation_reason", "expand"])
  const record = findPaymentIntent(context, id, "intent")
  const { status } = record.intent
  throw unexpectedState(
    CANCELABLE.includes(status)
      ? `The local Stripe test stand-in cannot cancel a PaymentIntent with status ${status}.`
      : `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`
  )
}

export function capturePaymentIntent(context: StandInContext, id: string, params: Params): never {
  params.onlyKnown(["amount_to_capture", "expand", "metadata"])
  const record = findPaymentIntent(context, id, "intent")
  throw unexpectedState(
    `This PaymentIntent could not be captured because it has a status of ${record.intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`
  )
}

export function retrieveCharge(context: StandInContext, id: string, params: Params): Stripe.Charge {
  params.onlyKnown(["expand"])
  params.expand([])
  const record = context.store.paymentIntentOfCharge(id)
  if (!record) throw noSuch("charge", id, "id")
  return presentCharge(record)
}
