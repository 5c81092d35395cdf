import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../../server/api.server'
import { costsResponse } from '../../../../../server/costs-api.server'

export const Route = createFileRoute('/api/v1/units/$unitId/costs')({
  server: { handlers: { GET: ({ params, request }) => costsResponse(params.unitId, new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
