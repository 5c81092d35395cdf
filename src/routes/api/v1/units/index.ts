import { createFileRoute } from '@tanstack/react-router'
import { listUnitsResponse, methodNotAllowed } from '../../../../server/api.server'

export const Route = createFileRoute('/api/v1/units/')({
  server: { handlers: { GET: () => listUnitsResponse(), ANY: methodNotAllowed } },
})
