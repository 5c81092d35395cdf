/**
 * Security headers of every page. Scripts run only from our origin or with the
 * per-request nonce the router stamps on the SSR hydration scripts; styles
 * allow inline because React style attributes and the toast library use them.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers every response carries, pages or not. */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

/**
 * Static files carry no nonce: no script may run inline in one (an SVG, say),
 * and nothing may use the camera, microphone or location.
 */
export const STATIC_FILE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASELINE_SECURITY_HEADERS,
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
}
