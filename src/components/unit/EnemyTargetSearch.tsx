import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { enemyListHashQuery, enemyListQuery } from '../../queries/enemies.ts'
import type { TargetSetting } from '../../domain/settings/settings.ts'
import { enemiesByName, enemyNamed } from '../../domain/enemies/enemy-names.ts'

/**
 * A game enemy as the target, by name (the compare page has the same search): the names come with
 * the enemy list, fetched once the player comes to the field, not with every unit page.
 */
export function EnemyTargetSearch({
  enemyName,
  onPick,
  placeholder = '…or search a game enemy',
  testId = 'unit-enemy-search',
}: {
  enemyName: string | null
  onPick: (target: TargetSetting) => void
  placeholder?: string
  testId?: string
}) {
  const listId = useId()
  const [wanted, setWanted] = useState(false)
  const [text, setText] = useState(enemyName ?? '')
  // The box follows the target when it changes elsewhere (a preset chosen, Reset): React's "adjust state while rendering".
  const [shownFor, setShownFor] = useState(enemyName)
  if (shownFor !== enemyName) {
    setShownFor(enemyName)
    setText(enemyName ?? '')
  }
  const hash = useQuery({ ...enemyListHashQuery(), enabled: wanted }).data?.hash
  const list = useQuery({ ...enemyListQuery(hash ?? ''), enabled: hash !== undefined }).data
  const enemies = useMemo(() => (list ? enemiesByName(list.enemies) : []), [list])

  // A name typed (or pasted) before the names have come is picked once they come.
  const unmatched = useRef<string | null>(null)
  const change = (next: string) => {
    setText(next)
    const enemy = enemyNamed(enemies, next)
    unmatched.current = enemy ? null : next
    if (enemy) onPick({ enemyId: enemy.id })
  }
  useEffect(() => {
    const pending = unmatched.current
    if (pending === null || enemies.length === 0) return
    unmatched.current = null
    const enemy = enemyNamed(enemies, pending)
    if (enemy) onPick({ enemyId: enemy.id })
  }, [enemies, onPick])

  return (
    <>
      <label className="sr-only" htmlFor={`${listId}-input`}>
        Search a game enemy
      </label>
      <input
        id={`${listId}-input`}
        list={enemies.length > 0 ? listId : undefined}
        className="input"
        placeholder={placeholder}
        autoComplete="off"
        value={text}
        onFocus={() => setWanted(true)}
        onPointerEnter={() => setWanted(true)}
        onChange={(event) => change(event.target.value)}
        data-testid={testId}
      />
      {enemies.length > 0 ? (
        <datalist id={listId}>
          {enemies.map((enemy) => (
            <option key={enemy.id} value={enemy.name} />
          ))}
        </datalist>
      ) : null}
    </>
  )
}
