import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import StripeCheckoutProviderService from "./service"

/** Registered in medusa-config.ts under the payment module; its id in Medusa: pp_stripe-checkout_stripe-checkout. */
export default ModuleProvider(Modules.PAYMENT, { services: [StripeCheckoutProviderService] })
