export * from "./catalogue/index"
export * from "./commerce/index"
export * from "./shipping/rates"
