/**
 * Writes every product illustration into the storefront's public folder:
 *   cd seed && npx tsx src/catalogue/write-images.ts
 * The SVGs are committed, so this only needs re-running when images.ts or the type colours change.
 */
import path from "node:path"
import { writeProductImages } from "./images"

/** seed/src/catalogue → storefront/public/images/products */
export const PRODUCT_IMAGE_DIR = path.resolve(__dirname, "../../../storefront/public/images/products")

if (require.main === module) {
  const written = writeProductImages(PRODUCT_IMAGE_DIR)
  console.log(`wrote ${written.length} images to ${PRODUCT_IMAGE_DIR}`)
}
