/**
 * Addresses of the storefront's own /api/* answers that both the app and the server build: the server hands a
 * product page's render its product's answer before the render asks (server/pages/render-threads.ts).
 */
export const productApiUrl = (id: number) => `/api/products/${id}`
