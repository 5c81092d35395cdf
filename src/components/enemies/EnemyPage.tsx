import { memo } from 'react'
import { useSearchPatch } from '../ui/use-search-patch.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { magnificationOf } from '../../domain/enemies/enemy-link.ts'
import { validMagnifications, type EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { EnemyAppearances } from '../stages/EnemyAppearances'
import { EnemyCounters } from './EnemyCounters'
import { EnemyOverview } from './EnemyOverview'

// Memoized: when the URL catches up with a change already shown, the page is not rendered again
// (React would rewrite its inputs' attributes, and the router's idle work would run into the next frame).
export const EnemyPage = memo(function EnemyPage({
  enemy,
  search,
  onChange,
}: {
  enemy: Enemy
  search: EnemyPageSearch
  onChange: (next: EnemyPageSearch) => void
}) {
  const valid = validMagnifications(search)
  const magnification = magnificationOf(valid)
  const change = useSearchPatch(search, onChange)
  // Each part of the page is positioned, so it paints on its own: a change in one (a counters row
  // opened) records that part again, not the page's 1,800 elements (the stages below are 1,300).
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-4 *:relative sm:px-6">
      <EnemyOverview
        enemy={enemy}
        magnification={magnification.magnification}
        attackMagnification={magnification.attackMagnification}
        explicitAttack={valid.attackMagnification}
        change={change}
      />
      <EnemyCounters enemy={enemy} magnification={magnification} search={search} onChange={onChange} change={change} />
      <EnemyAppearances enemyId={enemy.id} />
    </div>
  )
})
