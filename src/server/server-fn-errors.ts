import { isNotFound } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { httpErrorOf } from './http-error.ts'

/**
 * The one place a server function's failure becomes an HTTP answer (it is
 * registered for every function in start.ts). Start sends a failed call with
 * status 200 unless a status was set, and serializes whatever was thrown: so
 * the status and headers are set here, and the caller gets a plain Error with
 * only the message meant for it.
 */
export const serverFnErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    // The router's own signals keep their meaning.
    if (error instanceof Response || isNotFound(error)) throw error
    const answer = httpErrorOf(error)
    if (answer.status >= 500) console.error('Server function failed:', answer.cause ?? answer)
    setResponseStatus(answer.status)
    for (const [name, value] of Object.entries(answer.headers)) setResponseHeader(name, value)
    // eslint-disable-next-line preserve-caught-error -- Start would serialize the cause to the caller.
    throw new Error(answer.message)
  }
})
