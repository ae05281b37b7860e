import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordCheckoutCustomerStep, type CheckoutCustomer } from "./steps/record-checkout-customer"

/** Puts the e-mail and shipping address from Stripe's page on the cart (see the step). */
export const recordCheckoutCustomerWorkflow = createWorkflow("record-checkout-customer", function (input: { payment_session_id: string; customer: CheckoutCustomer }) {
  return new WorkflowResponse(recordCheckoutCustomerStep(input))
})
