import { useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavedCat } from '../../browser-db/index.ts'
import { savedLevels } from '../../domain/settings/saved-cat.ts'
import { updateCatMutation } from '../../queries/lists.ts'
import type { ListUnits } from './use-list-units.ts'

/**
 * Writes back, once each, the levels of saved cats stored above their unit's caps (the list's
 * "Add a cat" once saved 100+100 to mean "max"): they already read as the max, and would
 * otherwise leak into exports and share links as levels the game does not have.
 */
export function useCappedSavedLevels(cats: readonly SavedCat[], units: ListUnits): void {
  const queryClient = useQueryClient()
  const { mutate } = useMutation(updateCatMutation(queryClient))
  const written = useRef(new Set<number>())

  useEffect(() => {
    for (const saved of cats) {
      const unit = units.get(saved.unitId)
      if (unit.state !== 'ready' || !unit.prepared || written.current.has(saved.id)) continue
      const capped = savedLevels(unit.prepared.cat, saved)
      if (capped.level === saved.level && capped.plusLevel === saved.plusLevel) continue
      written.current.add(saved.id)
      // A failure leaves the record as it was, still read as the max: nothing to tell the player.
      mutate({ catId: saved.id, patch: capped })
    }
  }, [cats, units, mutate])
}
