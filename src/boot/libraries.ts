// Boot stage 2 (see client.tsx): the router, Query, the toasts and the schema library.
import '@tanstack/react-router'
import '@tanstack/react-query'
import 'sonner'
import '../lib/zod-mini.ts'
