import { createFileRoute } from '@tanstack/react-router'
import { apiError } from '../../server/api.server'

// Any path under /api that no API route takes: the API's JSON error, not the app's HTML 404 page.
export const Route = createFileRoute('/api/$')({
  server: { handlers: { ANY: ({ request }) => apiError(404, `No API route ${new URL(request.url).pathname.slice(0, 100)}.`) } },
})
