import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Text, toast, usePrompt } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { renewShopperLink } from "../lib/order-emails"

/**
 * The shopper's link to their order page, for a shopper who wrote that theirs leaked (a forwarded e-mail, a
 * shared screen): renewing it makes every earlier link open nothing and e-mails the new one to the order's
 * address (commerce/src/lib/order-link-renewal.ts). Shoppers can do the same from the order page.
 */
const OrderLinkWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const renew = useMutation({
    mutationFn: () => renewShopperLink(order.id),
    onSuccess: ({ sent_to }) => {
      toast.success(`New link e-mailed${sent_to ? ` to ${sent_to}` : ""}; the earlier links no longer open the order`)
      void queryClient.invalidateQueries({ queryKey: ["order-emails", order.id] })
    },
    onError: (error) => toast.error(`The link could not be renewed: ${error.message}`),
  })
  const confirmAndRenew = async () => {
    const confirmed = await prompt({
      title: "Renew the shopper's order link?",
      description: "Every earlier link to this order's page stops working at once, also the one in the shopper's e-mails. The new link is e-mailed to the shopper.",
      confirmText: "Renew and e-mail",
      cancelText: "Cancel",
    })
    if (confirmed) renew.mutate()
  }
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Shopper's order link</Heading>
      </div>
      <div className="flex flex-col gap-y-3 px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          The link in the shopper's e-mails opens their order page. If it leaked, renew it: a cancellation or return from it also needs a code sent to the shopper's e-mail.
        </Text>
        <Button size="small" variant="secondary" isLoading={renew.isPending} onClick={() => void confirmAndRenew()} data-testid="renew-order-link">
          Renew and e-mail a new link
        </Button>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderLinkWidget
