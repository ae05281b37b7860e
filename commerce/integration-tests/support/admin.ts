import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"

type Api = { post: (path: string, body?: unknown, config?: object) => Promise<{ status: number; data: any }> }

/** A new admin user, signed in as the admin is: the Authorization header of its session. */
export async function adminHeaders(api: Api, container: MedusaContainer): Promise<{ authorization: string }> {
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@shop.test`
  const registered = await api.post("/auth/user/emailpass/register", { email, password: "secret-password" })
  if (registered.status !== 200) throw new Error(`registering ${email} answered ${registered.status}`)
  const authIdentity = await container.resolve(Modules.AUTH).listAuthIdentities({ provider_identities: { entity_id: email } } as never)
  await createUserAccountWorkflow(container).run({ input: { authIdentityId: authIdentity[0]!.id, userData: { email } } })
  const login = await api.post("/auth/user/emailpass", { email, password: "secret-password" })
  return { authorization: `Bearer ${login.data.token}` }
}
