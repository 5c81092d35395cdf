import { lazy } from 'react'
import type { EnemyMatchup } from './EnemyMatchup'

type EnemyMatchupModule = { EnemyMatchup: typeof EnemyMatchup }

let loaded: EnemyMatchupModule | undefined

/**
 * The unit page's fight against a game enemy (its kill-time code, about 7 KB) loads only for a page
 * that names one: the unit route's loader waits for it then.
 */
export function loadEnemyMatchup(): Promise<EnemyMatchupModule> {
  return import('./EnemyMatchup').then((module) => (loaded = module))
}

type Loaded = { default: typeof EnemyMatchup }

/**
 * Once loaded, the component is handed to React in the same call (a thenable that answers at once,
 * which React reads without suspending): the server's render and a navigation's, after the loader,
 * show it with no fallback. Hydration before the code has come keeps the server's HTML until it has.
 */
export const LazyEnemyMatchup = lazy(() => {
  const module = loaded
  if (!module) return loadEnemyMatchup().then((next) => ({ default: next.EnemyMatchup }))
  const ready = { then: (resolve: (value: Loaded) => void) => resolve({ default: module.EnemyMatchup }) }
  // React only calls then() on what the loader returns; its type asks for a whole Promise.
  return ready as unknown as Promise<Loaded>
})
