import { useMutation } from "@tanstack/react-query"
import type { ContactMessageRequest, ContactMessageResponse } from "@shop/contracts/content"
import { postJson } from "../../../lib/http"

/** POST /api/contact: 201 {id}; 400 with `fields` (per-field messages); 429 and 503 with a text to show. */
export const sendContactMessage = (message: ContactMessageRequest) => postJson<ContactMessageResponse>("/api/contact", message)

/**
 * Sends the contact form. Never retried (a retry could store the message twice), and it holds no copy of
 * the form: the form keeps what was typed until the mutation succeeds, so no error loses the text.
 */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage, retry: false })
