import { Module } from "@medusajs/framework/utils"
import CurrencyRatesModuleService from "./service"

export const CURRENCY_RATES_MODULE = "currency_rates"

export default Module(CURRENCY_RATES_MODULE, { service: CurrencyRatesModuleService })
