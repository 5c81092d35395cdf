import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../../server/api.server'
import { stageResponse } from '../../../../../server/stages-api.server'

export const Route = createFileRoute('/api/v1/stages/$mapId/$stageId')({
  server: { handlers: { GET: ({ params }) => stageResponse(params.mapId, params.stageId), ANY: methodNotAllowed } },
})
