import { createFileRoute } from '@tanstack/react-router'
import { changesResponse, methodNotAllowed } from '../../../../server/api.server'

export const Route = createFileRoute('/api/v1/changes/')({
  server: { handlers: { GET: ({ request }) => changesResponse(new URL(request.url).searchParams), ANY: methodNotAllowed } },
})
