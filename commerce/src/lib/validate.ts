import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/** Parses request input with a zod schema; a mismatch becomes Medusa's 400 invalid_data with a readable message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const message = result.error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") + ": " : ""}${issue.message}`).join("; ")
  throw new MedusaError(MedusaError.Types.INVALID_DATA, message)
}
