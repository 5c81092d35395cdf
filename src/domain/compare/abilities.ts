import type { AbilityKey, ImmunityType, UnitForm } from '../game-data/model.ts'
import { ABILITY_ORDER, ABILITY_WORDS, ATTACK_ORDER, ATTACK_WORDS, IMMUNITY_ORDER, IMMUNITY_WORDS, type AttackKind, type Words } from '../ability-vocabulary.ts'

type FilterableAttack = Exclude<AttackKind, 'singleAttack'>

/**
 * Abilities a player can filter the compare table by: how it attacks (single target is
 * everyone else), every ability key of the model and every immunity, in the vocabulary's
 * order and words.
 */
export type AbilityFilterKey = AbilityKey | `immune:${ImmunityType}` | FilterableAttack

export interface AbilityInfo extends Words {
  key: AbilityFilterKey
}

export const ABILITY_CATALOG: readonly AbilityInfo[] = [
  ...ATTACK_ORDER.filter((kind): kind is FilterableAttack => kind !== 'singleAttack').map((key) => ({ key, ...ATTACK_WORDS[key] })),
  ...ABILITY_ORDER.map((key) => ({ key, ...ABILITY_WORDS[key] })),
  ...IMMUNITY_ORDER.map((type) => ({ key: `immune:${type}` as const, ...IMMUNITY_WORDS[type] })),
]

const ABILITY_BY_KEY = new Map(ABILITY_CATALOG.map((info) => [info.key, info]))

export function abilityInfo(key: AbilityFilterKey): AbilityInfo | undefined {
  return ABILITY_BY_KEY.get(key)
}

/** Every filterable ability a form has, in catalogue order. */
export function formAbilityKeys(form: UnitForm): AbilityFilterKey[] {
  const present = new Set<AbilityFilterKey>()
  for (const key of Object.keys(form.abilities) as AbilityKey[]) present.add(key)
  for (const immunity of form.immunities) present.add(`immune:${immunity}`)
  for (const hit of form.hits) {
    if (hit.area) present.add(hit.area.width < 0 || hit.area.start < 0 ? 'omniStrike' : 'longDistance')
  }
  if (form.hits.length > 1) present.add('multiHit')
  if (form.areaAttack) present.add('areaAttack')
  return ABILITY_CATALOG.filter((info) => present.has(info.key)).map((info) => info.key)
}
