import { createFileRoute } from '@tanstack/react-router'
import { formStatsResponse, methodNotAllowed } from '../../../../../../server/api.server'

export const Route = createFileRoute('/api/v1/units/$unitId/$formIndex/stats')({
  server: {
    handlers: {
      GET: ({ params, request }) => formStatsResponse(params.unitId, params.formIndex, new URL(request.url).searchParams),
      ANY: methodNotAllowed,
    },
  },
})
