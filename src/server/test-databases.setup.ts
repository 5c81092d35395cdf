import { emptyPgliteCluster } from './test-databases.ts'

// Vitest global setup: the shared empty PGlite cluster is made once, before test files run in parallel.
export default async function setup(): Promise<void> {
  await emptyPgliteCluster()
}
