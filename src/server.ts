import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'

// Start's default entry, plus what scripts/serve.mjs needs from the app's own server code.
export { readiness, startServing, stopServing } from './server/lifecycle.server.ts'
export { arrivedOverTls, trustedProxies } from './server/client-address.ts'
export { oneLineErrorLog } from './server/error-log.ts'
export { BASELINE_SECURITY_HEADERS, STATIC_FILE_SECURITY_HEADERS } from './server/security-headers.ts'
export { buildIdFromDist, createPageCache, dataTagFromFiles } from './server/page-cache.ts'

export default createServerEntry({ fetch: createStartHandler(defaultStreamHandler) })
