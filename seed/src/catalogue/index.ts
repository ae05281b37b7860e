export * from "./types.js";
export { generateCatalogue } from "./generate.js";
