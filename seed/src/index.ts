export * from "./catalogue/index"
export * from "./commerce/index"
