export * from "./types";
export { generateCatalogue } from "./generate";
export { scaledCatalogue } from "./scale";
