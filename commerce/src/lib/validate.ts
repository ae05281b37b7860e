import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

/** Parses request input with a zod schema; a mismatch becomes Medusa's 400 invalid_data with a readable message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const message = result.error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") + ": " : ""}${issue.message}`).join("; ")
  throw new MedusaError(MedusaError.Types.INVALID_DATA, message)
}

/** Whether two types are the same, property modifiers included (a type is only `true` when they are). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** Compiles only when `T` is `true`: a validator that must take exactly a contract's request says so with it. */
export type Assert<T extends true> = T
