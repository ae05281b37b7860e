import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { storefrontOrigin } from "../../../../lib/checkout-urls"

/**
 * GET /images/products/:file — product images are stored as paths on the storefront's origin
 * ("/images/products/x.svg"), which the storefront serves. The admin shows them from commerce's origin,
 * so commerce points it there.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const file = encodeURIComponent(String(req.params.file))
  res.redirect(302, `${storefrontOrigin()}/images/products/${file}`)
}
