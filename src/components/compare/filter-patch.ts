import type { Trait } from '../../domain/game-data/vocabulary.ts'
import type { AbilityFilterKey } from '../../domain/compare/abilities.ts'
import type { CompareSearch } from '../../domain/compare/compare-search.ts'
import type { TreasureSource } from '../../domain/settings/account.ts'

/** What a filter or setting of the compare page changes in its URL. */
export type FilterPatch = Partial<{
  rarity: number[]
  form: number[]
  traits: Trait[]
  traitMatch: 'any' | 'all'
  abilities: AbilityFilterKey[]
  abilityMatch: 'any' | 'all'
  /** cats added in this version or later; null = any */
  since: string | null
  level: 'max' | number
  /** a saved list's id: its cats at their saved levels */
  levelList: string
  talents: boolean
  target: CompareSearch['target']
  strengthen: boolean
  orbs: 'none' | 'best'
  treasures: TreasureSource
}>

export type OnFilterChange = (patch: FilterPatch) => void
