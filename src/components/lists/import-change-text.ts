import type { CatChange, CatDifference, ListDifference } from '../../browser-db/index.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { parseOrbText } from '../../domain/orbs.ts'
import { formLabel } from '../../text/format.ts'
import { LEVEL_MODE_LABELS } from './list-labels.ts'

/** A unit's name at a form (the form saved here when known), for the import's confirmation. */
export type UnitNamer = (unitId: number, formIndex: number) => string

const ARROW = ' → '

/** One thing the file changes back about a list: `name “Team B” → “Team”`. */
export function listDifferenceText(difference: ListDifference, nameOf: UnitNamer, unitForms: Record<number, number>): string {
  switch (difference.field) {
    case 'name':
      return `name “${difference.here}”${ARROW}“${difference.file}”`
    case 'levelMode':
      return `levels: ${LEVEL_MODE_LABELS[difference.here]}${ARROW}${LEVEL_MODE_LABELS[difference.file]}`
    case 'lineup': {
      const lineup = (slots: readonly (number | null)[]) => {
        const names = slots.flatMap((unitId) => (unitId === null ? [] : [nameOf(unitId, unitForms[unitId] ?? 0)]))
        return names.length === 0 ? 'empty' : names.join(', ')
      }
      return `lineup ${lineup(difference.here)}${ARROW}${lineup(difference.file)}`
    }
  }
}

/** What the file changes back about a cat: `level 50+10 → 40+0`. */
export function catDifferenceText(difference: CatDifference): string {
  switch (difference.field) {
    case 'form':
      return `${formLabel(difference.here)}${ARROW}${formLabel(difference.file)}`
    case 'level':
      return `level ${difference.here.level}+${difference.here.plusLevel}${ARROW}${difference.file.level}+${difference.file.plusLevel}`
    case 'talents':
      return `talents ${talents(difference.here)}${ARROW}${talents(difference.file)}`
    case 'orbs':
      return `orbs ${orbs(difference.here)}${ARROW}${orbs(difference.file)}`
  }
}

/** A cat and everything the file changes back about it: `Moneko: level 50+10 → 40+0; talents 10/10 → not set`. */
export function catChangeText(change: CatChange, nameOf: UnitNamer): string {
  return `${nameOf(change.unitId, change.formIndex)}: ${change.differences.map(catDifferenceText).join('; ')}`
}

// An empty list of levels is the calculator's defaults, not a level of 0.
function talents(levels: readonly number[]): string {
  return levels.length === 0 ? 'not set' : levels.join('/')
}

function orbs(slots: readonly string[]): string {
  const named = slots.flatMap((slot) => {
    const orb = parseOrbText(slot)
    return orb ? [`${orb.kind[0]!.toUpperCase()}${orb.kind.slice(1)} ${orb.grade}: ${TRAIT_LABELS[orb.trait]}`] : []
  })
  return named.length === 0 ? 'none' : named.join(', ')
}
