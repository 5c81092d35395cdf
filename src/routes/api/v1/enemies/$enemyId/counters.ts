import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../../server/api.server'
import { enemyCountersResponse } from '../../../../../server/enemy-api.server'

export const Route = createFileRoute('/api/v1/enemies/$enemyId/counters')({
  server: { handlers: { GET: ({ params, request }) => enemyCountersResponse(params.enemyId, new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
