// Boot stage 2 (see client.tsx): the router, Query and the schema library. The toasts load later (src/browser/toast.ts).
import '@tanstack/react-router'
import '@tanstack/react-query'
import '../domain/zod-mini.ts'
