/**
 * The contact form's rules, the server's own (contracts' contactMessageBody): every field required after
 * trimming, the e-mail a valid address, and the lengths of CONTACT_FIELD_LIMITS. Checked before sending so
 * the shopper sees what to fix at once; the server checks again and its answer is shown the same way.
 */
import { CONTACT_FIELD_LIMITS } from "@shop/contracts/content"

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactFormValues = Record<ContactField, string>

export type ContactFieldProblem = { code: "required" } | { code: "invalidEmail" } | { code: "tooLong"; max: number }
export type ContactFormProblems = Partial<Record<ContactField, ContactFieldProblem>>

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", subject: "", message: "" }

/** zod 4's e-mail pattern (the server validates with z.email()), so both sides accept the same addresses. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function checkContactField(field: ContactField, value: string): ContactFieldProblem | undefined {
  const text = value.trim()
  if (text === "") return { code: "required" }
  const max = CONTACT_FIELD_LIMITS[field]
  if (text.length > max) return { code: "tooLong", max }
  if (field === "email" && !EMAIL.test(text)) return { code: "invalidEmail" }
  return undefined
}

/** Every field's problem; empty when the form can be sent. */
export function checkContactForm(values: ContactFormValues): ContactFormProblems {
  const problems: ContactFormProblems = {}
  for (const field of CONTACT_FIELDS) {
    const problem = checkContactField(field, values[field])
    if (problem) problems[field] = problem
  }
  return problems
}

/** What is sent: the values trimmed, as the server stores them. */
export const trimContactForm = (values: ContactFormValues): ContactFormValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
})

export const isContactField = (name: string): name is ContactField => (CONTACT_FIELDS as readonly string[]).includes(name)
