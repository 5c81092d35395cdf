import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { methodNotAllowed } from '../../../../../server/api.server'
import { trustedProxies } from '../../../../../server/client-address'
import { enemyCountersResponse } from '../../../../../server/enemy-api.server'
import { clientKeyOf } from '../../../../../server/feedback-submission.server'

export const Route = createFileRoute('/api/v1/enemies/$enemyId/counters')({
  server: {
    handlers: {
      GET: ({ params, request }) =>
        enemyCountersResponse(params.enemyId, new URL(request.url).searchParams, clientKeyOf(request.headers, getRequestIP(), trustedProxies())),
      ANY: methodNotAllowed,
    },
  },
})
