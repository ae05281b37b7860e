export * from "./catalogue/index.js"
export * from "./commerce/index.js"
