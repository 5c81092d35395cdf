import { createFileRoute } from '@tanstack/react-router'
import { unitResponse, methodNotAllowed } from '../../../../../server/api.server'

export const Route = createFileRoute('/api/v1/units/$unitId/')({
  server: { handlers: { GET: ({ params, request }) => unitResponse(params.unitId, new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
