import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { combosOfUnit } from '../../domain/combos/combo-list.ts'
import { combosQuery } from '../../queries/units.ts'
import { ComboCard } from './CombosPage'

/** The combos a cat belongs to, on its unit page (drawn once wanted: UnitFormPage). */
export function UnitCombos({ unitId, catName }: { unitId: number; catName: string }) {
  const { data: list, isError } = useQuery(combosQuery())
  const combos = useMemo(() => (list ? combosOfUnit(list, unitId) : []), [list, unitId])
  if (isError) return <p className="text-sm text-danger">The combos could not be loaded.</p>
  if (!list)
    return (
      <p className="text-sm text-muted" aria-busy="true">
        Loading combos…
      </p>
    )
  if (combos.length === 0) return <p className="text-sm text-muted">{catName} is in no combo.</p>
  return (
    <div className="flex flex-col gap-3" data-testid="unit-combos">
      <ul className="flex flex-col gap-3">
        {combos.map((combo) => (
          <li key={combo.id}>
            <ComboCard list={list} combo={combo} highlightUnit={unitId} heading="h3" />
          </li>
        ))}
      </ul>
      <Link to="/combos" search={{ cat: catName }} className="text-sm font-semibold text-accent underline-offset-2 hover:underline">
        All combos
      </Link>
    </div>
  )
}
