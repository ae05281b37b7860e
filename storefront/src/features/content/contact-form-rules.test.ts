/** The contact form's rules match the server's: required, a valid e-mail, the lengths of CONTACT_FIELD_LIMITS. */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { contactMessageBody } from "@shop/contracts/api-schemas"
import { CONTACT_FIELD_LIMITS } from "@shop/contracts/content"
import { checkContactField, checkContactForm, EMPTY_CONTACT_FORM, trimContactForm } from "./contact-form-rules"

const valid = { name: "Anna", email: "anna@example.com", subject: "Order 1234", message: "Where is my parcel?" }

describe("contact form rules", () => {
  it("a complete form has no problems", () => assert.deepEqual(checkContactForm(valid), {}))

  it("every field is required; blanks count as empty", () => {
    assert.deepEqual(checkContactForm(EMPTY_CONTACT_FORM), {
      name: { code: "required" },
      email: { code: "required" },
      subject: { code: "required" },
      message: { code: "required" },
    })
    assert.deepEqual(checkContactField("message", "  \n "), { code: "required" })
  })

  for (const email of ["anna", "anna@", "@example.com", "anna@example", "anna@@example.com", "an na@example.com", ".anna@example.com", "an..na@example.com"]) {
    it(`${email} is not a valid e-mail`, () => assert.deepEqual(checkContactField("email", email), { code: "invalidEmail" }))
  }

  for (const email of ["anna@example.com", "anna.k+shop@mail.example.co.uk", " anna@example.com "]) {
    it(`${JSON.stringify(email)} is a valid e-mail`, () => assert.equal(checkContactField("email", email), undefined))
  }

  it("each field has the server's length limit, counted after trimming", () => {
    for (const field of ["name", "subject", "message"] as const) {
      const max = CONTACT_FIELD_LIMITS[field]
      assert.equal(checkContactField(field, "x".repeat(max)), undefined, field)
      assert.equal(checkContactField(field, ` ${"x".repeat(max)} `), undefined, field)
      assert.deepEqual(checkContactField(field, "x".repeat(max + 1)), { code: "tooLong", max }, field)
    }
    assert.deepEqual(checkContactField("email", `${"a".repeat(CONTACT_FIELD_LIMITS.email)}@example.com`), { code: "tooLong", max: CONTACT_FIELD_LIMITS.email })
  })

  it("sends the values trimmed", () => {
    assert.deepEqual(trimContactForm({ name: " Anna ", email: "anna@example.com\n", subject: "\tHi", message: " text " }), {
      name: "Anna",
      email: "anna@example.com",
      subject: "Hi",
      message: "text",
    })
  })

  it("accepts exactly what the server accepts", () => {
    const emails = [
      "anna",
      "anna@",
      "anna@example",
      "a@ex.c",
      "a@-ex.com",
      "ä@example.com",
      "a'b@example.com",
      "a@ex-.com",
      "an..na@example.com",
      "anna@example.com",
      " anna@example.com ",
    ]
    const texts = ["", " ", "x", "x".repeat(CONTACT_FIELD_LIMITS.name + 1), "x".repeat(CONTACT_FIELD_LIMITS.subject + 1)]
    for (const email of emails) {
      for (const text of texts) {
        const form = { ...valid, email, subject: text }
        const server = contactMessageBody.safeParse({ ...form, language: "en" }).success
        assert.equal(Object.keys(checkContactForm(form)).length === 0, server, JSON.stringify(form))
      }
    }
  })
})
