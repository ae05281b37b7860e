export * from "./types"
export { generateCatalogue } from "./generate"
export { scaledCatalogue, scaledProduct } from "./scale"
