import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../../../server/api.server'
import { stageResponse } from '../../../../../../server/stages-api.server'

export const Route = createFileRoute('/api/v1/stages/$mapId/$stageId/')({
  server: { handlers: { GET: ({ params, request }) => stageResponse(params.mapId, params.stageId, new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
