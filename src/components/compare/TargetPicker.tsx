import { useMemo, useState } from 'react'
import type { Enemy } from '../../domain/game-data/model.ts'
import { TARGET_OPTIONS, type CompareSearch } from '../../domain/compare/compare-search.ts'
import { enemiesByName, enemyNamed } from '../../domain/enemies/enemy-names.ts'
import { SPECIAL_TYPE_LABELS, TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'

const TARGET_LABELS: Record<(typeof TARGET_OPTIONS)[number], string> = {
  ...TRAIT_LABELS,
  ...SPECIAL_TYPE_LABELS,
  best: 'Best match',
  anyTrait: 'Any trait',
  base: 'Enemy base',
}

/** The target: a preset (a trait, a special type, best match, the enemy base) or a game enemy found by name. */
export function TargetPicker({ enemies, value, onChange }: { enemies: readonly Enemy[]; value: string; onChange: (target: CompareSearch['target']) => void }) {
  // Sorted once per enemy list (the server renders every page from the same one), not per render.
  const enemyOptions = useMemo(() => enemiesByName(enemies), [enemies])
  const selectedEnemy = value.startsWith('enemy-') ? enemies.find((enemy) => `enemy-${enemy.id}` === value) : undefined
  const [enemyQuery, setEnemyQuery] = useState(selectedEnemy?.name ?? '')
  // The box follows the target when it changes elsewhere (a preset chosen, Back): React's "adjust state while rendering".
  const [shownFor, setShownFor] = useState(value)
  if (shownFor !== value) {
    setShownFor(value)
    setEnemyQuery(selectedEnemy?.name ?? '')
  }
  // The suggestions (hundreds of names) join the page when the search is first used, not in the
  // server's HTML: the page would parse, lay out and hydrate them on every visit.
  const [suggest, setSuggest] = useState(false)
  // Hundreds of options: the same element every render, so React never walks them again; built
  // only once the search is used (never on the server).
  const enemyNames = useMemo(
    () =>
      suggest ? (
        <datalist id="enemy-names">
          {enemyOptions.map((enemy) => (
            <option key={enemy.id} value={enemy.name} />
          ))}
        </datalist>
      ) : null,
    [enemyOptions, suggest],
  )

  const pickEnemy = (text: string) => {
    setEnemyQuery(text)
    const enemy = enemyNamed(enemyOptions, text)
    if (enemy) onChange(`enemy-${enemy.id}`)
  }

  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-muted">
      <label htmlFor="target-setting">Target</label>
      <select
        id="target-setting"
        className="input"
        value={value.startsWith('enemy-') ? 'enemy' : value}
        onChange={(event) => {
          if (event.target.value === 'enemy') return
          onChange(event.target.value === 'best' ? undefined : (event.target.value as CompareSearch['target']))
        }}
        data-testid="target-setting"
      >
        {TARGET_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {TARGET_LABELS[option]}
          </option>
        ))}
        <option value="enemy" disabled={!selectedEnemy}>
          {selectedEnemy ? `Enemy: ${selectedEnemy.name}` : 'A game enemy (search below)'}
        </option>
      </select>
      <label className="sr-only" htmlFor="enemy-search">
        Search a game enemy
      </label>
      <input
        id="enemy-search"
        list="enemy-names"
        className="input"
        placeholder="…or search an enemy"
        value={enemyQuery}
        onFocus={() => setSuggest(true)}
        onPointerEnter={() => setSuggest(true)}
        onChange={(event) => {
          setSuggest(true)
          pickEnemy(event.target.value)
        }}
        data-testid="enemy-search"
      />
      {enemyNames}
    </div>
  )
}
