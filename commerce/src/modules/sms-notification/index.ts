import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { SmsNotificationService } from "./service"

export default ModuleProvider(Modules.NOTIFICATION, { services: [SmsNotificationService] })
