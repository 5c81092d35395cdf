import { createFileRoute } from '@tanstack/react-router'
import { listUnitsResponse } from '../../../../server/api.server'

export const Route = createFileRoute('/api/v1/units/')({
  server: { handlers: { GET: () => listUnitsResponse() } },
})
