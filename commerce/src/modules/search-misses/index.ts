import { Module } from "@medusajs/framework/utils"
import SearchMissesModuleService from "./service"

export const SEARCH_MISSES_MODULE = "search_misses"

export default Module(SEARCH_MISSES_MODULE, { service: SearchMissesModuleService })
