import type Stripe from "stripe"
import { FIELD_LABELS, type PaymentDetails, type PaymentField, defaultDetails, payCheckoutSession } from "./checkout-payment.js"
import { findSession, shippingCountry, successUrlOf } from "./checkout-sessions.js"
import type { StandInContext } from "./context.js"
import type { FormObject } from "./form.js"
import { formatAmount } from "./money.js"
import type { SessionRecord } from "./store.js"

export const BANNER = "Local Stripe test stand-in — test mode, no real payment"

export type PageResponse = { status: number; html: string } | { status: 303; location: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string)

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fa}
.banner{background:#ffd848;color:#3d2e00;padding:.75rem 1rem;text-align:center;border-bottom:2px solid #b38f00}
.banner strong{display:block}
main{max-width:960px;margin:0 auto;padding:1.5rem 1rem;display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
h1,h2{font-size:1.25rem;margin:0 0 1rem}
table{width:100%;border-collapse:collapse}
th,td{padding:.4rem .25rem;text-align:left;vertical-align:top}
th.num,td.num{text-align:right;white-space:nowrap}
thead th{font-size:.8rem;color:#59617a;border-bottom:1px solid #d8dde6}
tfoot th,tfoot td{border-top:1px solid #d8dde6}
tfoot tr.total th,tfoot tr.total td{font-weight:700;font-size:1.1rem}
.muted{color:#59617a;font-size:.875rem}
form{display:grid;gap:.35rem}
fieldset{border:0;margin:.5rem 0 0;padding:0;display:grid;gap:.35rem}
legend{font-weight:600;margin-bottom:.25rem}
label{font-weight:500;font-size:.9rem;margin-top:.4rem}
input,select{font:inherit;padding:.55rem .65rem;border:1px solid #b9c0cc;border-radius:6px;background:#fff;width:100%}
input:focus,select:focus,button:focus{outline:3px solid #635bff;outline-offset:1px}
[aria-invalid=true]{border-color:#c0123c}
.actions{display:flex;gap:.75rem;margin-top:1rem}
button{font:inherit;font-weight:600;padding:.65rem 1.25rem;border-radius:6px;border:1px solid #635bff;cursor:pointer}
button[value=pay]{background:#635bff;color:#fff;flex:1}
button[value=cancel]{background:#fff;color:#3c35c4}
.alert{background:#fde8ec;color:#8a0c2a;border:1px solid #f0a3b3;border-radius:6px;padding:.6rem .8rem;margin:0 0 .5rem}
.hint{font-size:.85rem;color:#59617a;margin:.75rem 0 0}
.message{max-width:560px;margin:3rem auto;padding:0 1rem;text-align:center}
`

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Local Stripe test stand-in</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note"><strong>${BANNER}</strong>Nothing here reaches Stripe or a bank. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</div>
${body}
</body>
</html>
`
}

function messagePage(status: number, message: string): PageResponse {
  return { status, html: layout(message, `<main class="message"><h1>${escapeHtml(message)}</h1></main>`) }
}

const UNIT_NAMES: Record<string, [string, string]> = {
  hour: ["hour", "hours"],
  day: ["day", "days"],
  business_day: ["business day", "business days"],
  week: ["week", "weeks"],
  month: ["month", "months"],
}

const unitName = (unit: string, value: number) => (UNIT_NAMES[unit] ?? [unit, unit])[value === 1 ? 0 : 1]

/** "3–5 business days", "Up to 2 weeks", "At least 1 day". */
function deliveryEstimate(estimate: Stripe.ShippingRate.DeliveryEstimate | null): string | undefined {
  const min = estimate?.minimum
  const max = estimate?.maximum
  if (min && max) {
    if (min.unit === max.unit) return min.value === max.value ? `${min.value} ${unitName(min.unit, min.value)}` : `${min.value}–${max.value} ${unitName(max.unit, max.value)}`
    return `${min.value} ${unitName(min.unit, min.value)} – ${max.value} ${unitName(max.unit, max.value)}`
  }
  if (max) return `Up to ${max.value} ${unitName(max.unit, max.value)}`
  if (min) return `At least ${min.value} ${unitName(min.unit, min.value)}`
  return undefined
}

function summary(record: SessionRecord): string {
  const { session } = record
  const currency = session.currency ?? "usd"
  const money = (amount: number) => escapeHtml(formatAmount(amount, currency))
  const rows = record.lineItems
    .map((item, index) => {
      const product = record.products[index]
      const description = product?.description ? `<div class="muted">${escapeHtml(product.description)}</div>` : ""
      return `<tr><td>${escapeHtml(item.description ?? "")}${description}</td><td class="num">${item.quantity ?? 1}</td><td class="num">${money(item.price?.unit_amount ?? 0)}</td><td class="num">${money(item.amount_total)}</td></tr>`
    })
    .join("\n")
  const rate = record.shippingRates[0]
  const shippingAmount = session.shipping_cost?.amount_total ?? 0
  const estimate = rate ? deliveryEstimate(rate.delivery_estimate) : undefined
  const shippingRow = rate
    ? `<tr><th scope="row" colspan="3">Shipping: ${escapeHtml(rate.display_name ?? "Shipping")}${estimate ? `<div class="muted">${escapeHtml(estimate)}</div>` : ""}</th><td class="num">${shippingAmount === 0 ? "Free" : money(shippingAmount)}</td></tr>`
    : ""
  return `<section aria-labelledby="summary-heading">
<h1 id="summary-heading">Order summary</h1>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${money(session.amount_subtotal ?? 0)}</td></tr>
${shippingRow}
<tr class="total"><th scope="row" colspan="3">Total</th><td class="num">${money(session.amount_total ?? 0)}</td></tr>
</tfoot>
</table>
</section>`
}

interface Problem {
  message: string
  field?: PaymentField
}

function input(field: PaymentField, value: string, problem: Problem | undefined, attributes: string): string {
  const invalid = problem?.field === field ? ` aria-invalid="true" aria-describedby="problem"` : ""
  return `<label for="${field}">${FIELD_LABELS[field]}</label>
<input id="${field}" name="${field}" value="${escapeHtml(value)}" ${attributes}${invalid}>`
}

function checkoutPage(record: SessionRecord, values: Required<PaymentDetails>, problem?: Problem): string {
  const { session } = record
  const country = shippingCountry(session)
  const alert = problem ? `<p class="alert" role="alert" id="problem">${escapeHtml(problem.message)}</p>` : ""
  const cancel = session.cancel_url ? `<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>` : ""
  const form = `<section aria-labelledby="pay-heading">
<h2 id="pay-heading">Pay with card</h2>
${alert}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
${input("email", values.email, problem, `type="email" autocomplete="email" required`)}
<fieldset>
<legend>Shipping</legend>
${input("name", values.name, problem, `autocomplete="name" required`)}
${input("line1", values.line1, problem, `autocomplete="address-line1" required`)}
${input("city", values.city, problem, `autocomplete="address-level2" required`)}
${input("postal_code", values.postal_code, problem, `autocomplete="postal-code" required`)}
<label for="country">${FIELD_LABELS.country}</label>
<select id="country" name="country" autocomplete="country"${problem?.field === "country" ? ` aria-invalid="true"` : ""}><option value="${escapeHtml(country.code)}" selected>${escapeHtml(country.name)}</option></select>
</fieldset>
${input("card", values.card, problem, `inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required`)}
<div class="actions">
<button type="submit" name="action" value="pay">Pay</button>
${cancel}
</div>
<p class="hint">Total ${escapeHtml(formatAmount(session.amount_total ?? 0, session.currency ?? "usd"))}. Test mode: no money moves.</p>
</form>
</section>`
  return layout(`Pay ${formatAmount(session.amount_total ?? 0, session.currency ?? "usd")}`, `<main>\n${summary(record)}\n${form}\n</main>`)
}

/** GET /c/pay/:id — a paid session sends the shopper on to the shop, as Stripe's page does. */
export function showPaymentPage(context: StandInContext, id: string): PageResponse {
  const record = findSession(context, id)
  if (!record) return messagePage(404, "This checkout session does not exist.")
  if (record.session.status === "complete") return { status: 303, location: successUrlOf(record.session) }
  if (record.session.status !== "open") return messagePage(410, "This checkout session has expired.")
  const values = { ...defaultDetails(record.session), card: "" }
  return { status: 200, html: checkoutPage(record, values) }
}

const field = (form: FormObject, key: string) => {
  const value = form[key]
  return typeof value === "string" ? value : undefined
}

/** POST /c/pay/:id — the form's Pay and Cancel buttons. */
export function submitPaymentPage(context: StandInContext, id: string, form: FormObject): PageResponse {
  const action = field(form, "action")
  const record = findSession(context, id)
  if (!record) return messagePage(404, "This checkout session does not exist.")
  if (action === "cancel") {
    if (record.session.status === "complete") return { status: 303, location: successUrlOf(record.session) }
    if (record.session.status !== "open") return messagePage(410, "This checkout session has expired.")
    if (!record.session.cancel_url) return messagePage(400, "This checkout session has no cancel URL.")
    return { status: 303, location: record.session.cancel_url }
  }
  if (action !== "pay") return messagePage(400, "Choose Pay or Cancel.")
  const details: PaymentDetails = {
    email: field(form, "email"),
    name: field(form, "name"),
    line1: field(form, "line1"),
    city: field(form, "city"),
    postal_code: field(form, "postal_code"),
    country: field(form, "country"),
    card: field(form, "card"),
  }
  const outcome = payCheckoutSession(context, id, details)
  switch (outcome.kind) {
    case "paid":
    case "already_paid":
      return { status: 303, location: outcome.successUrl }
    case "expired":
      return messagePage(410, outcome.message)
    case "not_found":
      return messagePage(404, outcome.message)
    case "declined":
    case "invalid": {
      const values = { ...defaultDetails(record.session), ...Object.fromEntries(Object.entries(details).map(([k, v]) => [k, v ?? ""])) }
      const problem = { message: outcome.message, field: outcome.kind === "invalid" ? outcome.field : ("card" as const) }
      return { status: outcome.kind === "declined" ? 402 : 400, html: checkoutPage(record, values, problem) }
    }
  }
}
