import { createFileRoute } from '@tanstack/react-router'
import { listUnitsResponse, methodNotAllowed } from '../../../../server/api.server'

export const Route = createFileRoute('/api/v1/units/')({
  server: { handlers: { GET: ({ request }) => listUnitsResponse(new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
