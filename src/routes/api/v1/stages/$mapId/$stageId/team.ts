import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { methodNotAllowed } from '../../../../../../server/api.server'
import { trustedProxies } from '../../../../../../server/client-address'
import { stageTeamResponse } from '../../../../../../server/stages-api.server'
import { clientKeyOf } from '../../../../../../server/feedback-submission.server'

export const Route = createFileRoute('/api/v1/stages/$mapId/$stageId/team')({
  server: {
    handlers: {
      GET: ({ params, request }) =>
        stageTeamResponse(params.mapId, params.stageId, new URL(request.url).searchParams, clientKeyOf(request.headers, getRequestIP(), trustedProxies())),
      ANY: methodNotAllowed,
    },
  },
})
