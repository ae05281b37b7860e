import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { REQUEST_NUMBER_DIGITS } from "@shop/contracts/api"

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

/** One whole number, as /api/* takes it (contracts/src/api.ts). */
export const WHOLE_NUMBER = `\\d{1,${REQUEST_NUMBER_DIGITS}}`

/** A query parameter that must be a single whole number written in decimal digits. */
export const wholeNumber = (field: string) =>
  z
    .string({ error: `${field} must be a single whole number` })
    .regex(new RegExp(`^${WHOLE_NUMBER}$`), `${field} must be a whole number`)
    .transform(Number)

/** A page's `limit` query parameter: a whole number from 1 to `most`. */
export const pageLimit = (most: number) => wholeNumber("limit").pipe(z.number().int().min(1, "limit must be at least 1").max(most, `limit must be at most ${most}`))
