import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { allowedHosts } from './server/allowed-hosts.ts'
import { BASELINE_SECURITY_HEADERS, contentSecurityPolicy } from './server/security-headers.ts'
import { serverFnErrors } from './server/server-fn-errors.ts'

/**
 * Every request gets the security headers; production pages also get a
 * Content-Security-Policy with a fresh nonce, which the router stamps on its
 * inline hydration scripts (see router.tsx). The dev server's own inline
 * scripts carry no nonce, so development runs without the policy.
 */
const securityHeaders = createMiddleware().server(({ next }) => {
  const nonce = btoa(crypto.randomUUID())
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) setResponseHeader(name, value)
  if (import.meta.env.PROD) setResponseHeader('Content-Security-Policy', contentSecurityPolicy(nonce))
  return next({ context: { nonce } })
})

// Server functions are same-origin RPC: cross-site calls are refused.
const csrf = createCsrfMiddleware({ filter: (context) => context.handlerType === 'serverFn' })

// Same origin is not enough when the attacker's own name points at this server (see allowed-hosts.ts).
const hostCheck = createMiddleware().server(({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn' || allowedHosts().allows(request.headers.get('host'))) return next()
  return new Response('This host name is not served here (see ALLOWED_HOSTS).', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
})

// Every server function takes JSON: Start would hand a form body to the validator as FormData, whose
// own methods (append, delete, …) a strict object schema then named as unexpected fields.
const FORM_BODY = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i
const jsonOnly = createMiddleware().server(({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn' || !FORM_BODY.test(request.headers.get('content-type') ?? '')) return next()
  return new Response('Server functions take JSON (Content-Type: application/json), not a form.', {
    status: 415,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
})

export const startInstance = createStart(() => ({
  requestMiddleware: [hostCheck, csrf, jsonOnly, securityHeaders],
  functionMiddleware: [serverFnErrors],
}))
