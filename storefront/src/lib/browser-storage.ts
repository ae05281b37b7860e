/** The browser's localStorage, or undefined where there is none or it is blocked (private modes, the server). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
