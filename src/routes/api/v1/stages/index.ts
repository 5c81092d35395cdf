import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../../../server/api.server'
import { listStagesResponse } from '../../../../server/stages-api.server'

export const Route = createFileRoute('/api/v1/stages/')({
  server: { handlers: { GET: ({ request }) => listStagesResponse(new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
