/** Cookie names are our own constants (such as `auth:code`) and are written as they are; values are URI-encoded. */
export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAgeSeconds: number;
  path?: string;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(";")) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds}` +
    `; Path=${options.path ?? "/"}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string, path = "/"): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}; SameSite=Lax`;
}
