import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArchiveBox } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useId, useState } from "react"
import { fetchLowStockThreshold, saveLowStockThreshold } from "../../lib/low-stock-threshold"

/** A typed threshold as a whole number, or the reason it is none. */
function readThreshold(text: string): number | string {
  const value = Number(text.trim())
  if (!text.trim() || !Number.isInteger(value)) return "Enter a whole number of units"
  if (value < 0) return "Must be 0 or more"
  return value
}

/**
 * The low-stock threshold, a page of its own in the admin's menu: at or below it, a product's page, card and cart
 * line tell shoppers "only N left". A save tells every product again within seconds (minutes at tens of
 * thousands). (A widget above the inventory list would sit closer to the quantities, but Medusa 2.21's inventory
 * list shows no widgets in its zones.)
 */
const LowStockThresholdPage = () => {
  const queryClient = useQueryClient()
  const inputId = useId()
  const { data, isError } = useQuery({ queryKey: ["low-stock-threshold"], queryFn: fetchLowStockThreshold })
  const [typed, setTyped] = useState<string | undefined>()
  const text = typed ?? (data ? String(data.threshold) : "")
  const read = readThreshold(text)
  const save = useMutation({
    mutationFn: () => saveLowStockThreshold(read as number),
    onSuccess: (saved) => {
      queryClient.setQueryData(["low-stock-threshold"], saved)
      setTyped(undefined)
      toast.success(`Shoppers now read "only N left" at ${saved.threshold} units or fewer`)
    },
    onError: (error) => toast.error(`The threshold could not be saved: ${error.message}`),
  })

  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4">
      <div>
        <Heading level="h1">Low-stock threshold</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          At or below this many units for sale, shoppers read "Only N left" on the product, its cards and their cart. At 0 they read "Sold out" and cannot order it.
        </Text>
      </div>
      {isError && <Text className="text-ui-fg-error">Could not load the threshold.</Text>}
      <form
        className="flex items-end gap-x-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (typeof read === "number") save.mutate()
        }}
      >
        <div className="flex flex-col gap-y-1">
          <Label htmlFor={inputId} size="small">
            Units
          </Label>
          <Input id={inputId} inputMode="numeric" value={text} onChange={(event) => setTyped(event.target.value)} aria-invalid={typeof read === "string"} className="w-24" />
        </div>
        <Button type="submit" size="small" variant="secondary" disabled={!data || typeof read === "string" || read === data.threshold} isLoading={save.isPending}>
          Save
        </Button>
        {typeof read === "string" && text && (
          <Text size="small" className="text-ui-fg-error">
            {read}
          </Text>
        )}
      </form>
    </Container>
  )
}

export const config = defineRouteConfig({ label: "Low-stock threshold", icon: ArchiveBox })

export default LowStockThresholdPage
