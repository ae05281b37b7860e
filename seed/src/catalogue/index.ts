export * from "./types";
export { generateCatalogue } from "./generate";
