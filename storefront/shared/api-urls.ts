/**
 * Addresses of the storefront's own /api/* answers that both the app and the server build: the server keeps
 * each answer under the address the browser asks for it by (server/data/).
 */
export const productApiUrl = (id: number) => `/api/products/${id}`
export const productsApiUrl = (limit: number, offset: number) => `/api/products?limit=${limit}&offset=${offset}`
export const randomProductsApiUrl = (limit: number) => `/api/random-products?limit=${limit}`
