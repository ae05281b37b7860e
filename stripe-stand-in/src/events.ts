import Stripe from "stripe"
import { type StandInContext, unixNow } from "./context.js"
import { noSuch } from "./errors.js"
import { newId } from "./ids.js"
import { PAGINATION_PARAMS, apiList, listPage } from "./lists.js"
import { type Params, rangeMatches } from "./params.js"
import type { EventRecord } from "./store.js"

/**
 * A snapshot event as Stripe sends it: `data.object` is a copy of the object at the moment of the event, not a
 * live reference, so later changes (a refund after the payment) do not rewrite history.
 */
export function recordEvent(context: StandInContext, type: Stripe.Event.Type, object: object, willDeliver: boolean): EventRecord {
  const event = {
    id: newId("evt_"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: unixNow(context),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: willDeliver ? 1 : 0,
    request: { id: null, idempotency_key: null },
    type,
    // Stripe.Event is a union keyed by `type`; the object passed belongs to that type by construction.
  } as unknown as Stripe.Event
  const record: EventRecord = {
    seq: context.store.nextSeq(),
    event,
    delivery: { delivered: false, attempts: 0, last_status: null, last_error: null, retrying: willDeliver },
  }
  context.store.events.set(event.id, record)
  context.store.changed()
  return record
}

export function findEvent(context: StandInContext, id: string): EventRecord {
  const record = context.store.events.get(id)
  if (!record) throw noSuch("event", id, "id")
  return record
}

export function retrieveEvent(context: StandInContext, id: string, params: Params): Stripe.Event {
  params.onlyKnown(["expand"])
  params.expand([])
  return structuredClone(findEvent(context, id).event)
}

/** `type` may end in `.*` (`checkout.session.*`), as with Stripe. */
const typeMatches = (pattern: string, type: string) => (pattern.endsWith(".*") ? type.startsWith(pattern.slice(0, -1)) : type === pattern)

export function listEvents(context: StandInContext, params: Params): Stripe.ApiList<Stripe.Event> {
  params.onlyKnown(["type", "types", "created", "expand", ...PAGINATION_PARAMS])
  params.expand([])
  const type = params.string("type")
  const types = params.strings("types", { max: 20 })?.map((item) => item.value)
  const created = params.range("created")
  const { items, hasMore } = listPage(
    context.store.eventsNewestFirst(),
    (record) => record.event.id,
    ({ event }) =>
      (type === undefined || typeMatches(type, event.type)) &&
      (types === undefined || types.some((pattern) => typeMatches(pattern, event.type))) &&
      rangeMatches(created, event.created),
    params,
    "event"
  )
  return apiList(
    items.map((record) => structuredClone(record.event)),
    hasMore,
    "/v1/events"
  )
}

/** The stand-in's own view of events, with how their delivery went (GET /_stand-in/events). */
export function eventSummaries(context: StandInContext) {
  return context.store.eventsNewestFirst().map(({ event, delivery }) => ({
    id: event.id,
    type: event.type,
    created: event.created,
    object_id: (event.data.object as { id?: string }).id ?? null,
    delivered: delivery.delivered,
    attempts: delivery.attempts,
    last_status: delivery.last_status,
    last_error: delivery.last_error,
  }))
}
