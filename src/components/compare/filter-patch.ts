import type { Trait } from '../../domain/game-data/vocabulary.ts'
import type { AbilityFilterKey } from '../../domain/compare/abilities.ts'
import type { SettingsChange } from '../../domain/settings/settings-change.ts'
import type { CompareSearch } from '../../domain/compare/compare-search.ts'

/** What a filter of the compare page changes in its URL. */
type FilterChange = Partial<{
  rarity: number[]
  form: number[]
  traits: Trait[]
  traitMatch: 'any' | 'all'
  abilities: AbilityFilterKey[]
  abilityMatch: 'any' | 'all'
  /** cats added in this version or later; null = any */
  since: string | null
}>

/**
 * What a filter or setting of the compare page changes in its URL: a filter, or the settings'
 * change both pages share, but the target as the compare URL writes it (its picker lists the
 * URL's words).
 */
export type FilterPatch = FilterChange & Omit<SettingsChange, 'target'> & { target?: CompareSearch['target'] }

export type OnFilterChange = (patch: FilterPatch) => void
