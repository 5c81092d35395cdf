import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../../server/api.server'
import { enemyResponse } from '../../../../../server/enemy-api.server'

export const Route = createFileRoute('/api/v1/enemies/$enemyId/')({
  server: { handlers: { GET: ({ params, request }) => enemyResponse(params.enemyId, new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
