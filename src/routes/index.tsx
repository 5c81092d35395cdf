import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_DESCRIPTION } from '../text/product.ts'
import { homeSummaryQuery } from '../queries/units'
import { HomePage } from '../components/home/HomePage'
import { pageHead } from '../seo'

export const Route = createFileRoute('/')({
  head: () => pageHead({ description: DEFAULT_DESCRIPTION }),
  loader: ({ context }) => context.queryClient.ensureQueryData(homeSummaryQuery()),
  component: HomePage,
})
