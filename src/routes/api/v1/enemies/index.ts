import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../server/api.server'
import { listEnemiesResponse } from '../../../../server/enemy-api.server'

export const Route = createFileRoute('/api/v1/enemies/')({
  server: { handlers: { GET: ({ request }) => listEnemiesResponse(new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
