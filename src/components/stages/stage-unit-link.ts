import { useRouter } from '@tanstack/react-router'
import { unitSearchAgainst } from '../../domain/enemies/enemy-link.ts'
import type { StageEnemy } from '../../domain/stage/counters.ts'
import { unitPath } from '../../domain/units.ts'

type RankedRow = { unitId: number; formIndex: number; candidate: number; link?: Record<string, unknown> }

/** A ranked cat's unit page; `againstLead`: against the enemy the ranking is measured on. */
export type StageUnitLink = (row: RankedRow, againstLead: boolean) => string

/**
 * A row's unit page with the numbers it was ranked on: a listed cat's levels, talents and orbs, and
 * for the ranking against the enemy it is ranked on, strengthen left out as the fight counts it (cats start at full HP).
 */
export function useStageUnitLink(lead: StageEnemy | undefined): StageUnitLink {
  const { stringifySearch } = useRouter().options
  return (row, againstLead) =>
    unitPath(row.unitId, row.formIndex) +
    stringifySearch({
      ...row.link,
      ...(againstLead && lead ? unitSearchAgainst(lead.enemyId, { magnification: lead.hpMagnification, attackMagnification: lead.attackMagnification }) : {}),
    })
}
