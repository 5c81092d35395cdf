import type { AbilityKey, ImmunityType, UnitForm } from '../game-data/model.ts'

/**
 * Abilities a player can filter the compare table by: every ability key of the
 * model and every immunity, with the label and the icon the pages show.
 */
export type AbilityFilterKey = AbilityKey | `immune:${ImmunityType}` | 'longDistance' | 'omniStrike' | 'multiHit' | 'areaAttack'

export interface AbilityInfo {
  key: AbilityFilterKey
  label: string
  /** ability icon name, for abilityIconUrl; null = no icon in the game files */
  icon: string | null
  group: 'damage' | 'control' | 'defense' | 'immunity' | 'other'
}

export const ABILITY_CATALOG: readonly AbilityInfo[] = [
  { key: 'strongAgainst', label: 'Strong against', icon: 'Strong', group: 'damage' },
  { key: 'massiveDamage', label: 'Massive damage', icon: 'Massive_Damage', group: 'damage' },
  { key: 'insaneDamage', label: 'Insane damage', icon: 'Insane_Damage', group: 'damage' },
  { key: 'attackOnly', label: 'Attacks only', icon: 'Restricted_Target', group: 'damage' },
  { key: 'critical', label: 'Critical', icon: 'Critical', group: 'damage' },
  { key: 'savageBlow', label: 'Savage blow', icon: 'Savage_Blow', group: 'damage' },
  { key: 'wave', label: 'Wave', icon: 'Wave', group: 'damage' },
  { key: 'surge', label: 'Surge', icon: 'Surge', group: 'damage' },
  { key: 'explosion', label: 'Explosion', icon: 'Explosion', group: 'damage' },
  { key: 'strengthen', label: 'Strengthen', icon: 'Strengthen', group: 'damage' },
  { key: 'longDistance', label: 'Long distance', icon: 'Long_Distance', group: 'damage' },
  { key: 'omniStrike', label: 'Omni strike', icon: 'Omnistrike', group: 'damage' },
  { key: 'multiHit', label: 'Multi-hit', icon: 'Multi_Hit', group: 'damage' },
  { key: 'areaAttack', label: 'Area attack', icon: 'Area_Attack', group: 'damage' },
  { key: 'behemothSlayer', label: 'Behemoth slayer', icon: 'Behemoth_Slayer', group: 'damage' },
  { key: 'colossusSlayer', label: 'Colossus slayer', icon: 'Colossus_Slayer', group: 'damage' },
  { key: 'sageSlayer', label: 'Sage slayer', icon: 'Sage_Slayer', group: 'damage' },
  { key: 'baseDestroyer', label: 'Base destroyer', icon: 'Base_Destroyer', group: 'damage' },
  { key: 'metalKiller', label: 'Metal killer', icon: 'Metal_Killer', group: 'damage' },
  { key: 'zombieKiller', label: 'Zombie killer', icon: 'Zombie_Killer', group: 'damage' },
  { key: 'witchKiller', label: 'Witch killer', icon: 'Witch_Killer', group: 'damage' },
  { key: 'evaKiller', label: 'Eva angel killer', icon: 'Eva_Killer', group: 'damage' },
  { key: 'soulstrike', label: 'Soulstrike', icon: 'Soulstrike', group: 'damage' },
  { key: 'barrierBreaker', label: 'Barrier breaker', icon: 'Barrier_Breaker', group: 'damage' },
  { key: 'shieldPierce', label: 'Shield pierce', icon: 'Shield_Pierce', group: 'damage' },
  { key: 'counterSurge', label: 'Counter-surge', icon: 'Counter_Surge', group: 'damage' },
  { key: 'conjure', label: 'Conjure', icon: 'Conjure', group: 'damage' },
  { key: 'freeze', label: 'Freeze', icon: 'Freeze', group: 'control' },
  { key: 'slow', label: 'Slow', icon: 'Slow', group: 'control' },
  { key: 'weaken', label: 'Weaken', icon: 'Weaken', group: 'control' },
  { key: 'knockback', label: 'Knockback', icon: 'Knockback', group: 'control' },
  { key: 'curse', label: 'Curse', icon: 'Curse', group: 'control' },
  { key: 'warp', label: 'Warp', icon: null, group: 'control' },
  { key: 'resistant', label: 'Resistant', icon: 'Resistant', group: 'defense' },
  { key: 'insanelyTough', label: 'Insanely tough', icon: 'Insane_Resistance', group: 'defense' },
  { key: 'survive', label: 'Survive', icon: 'Survive', group: 'defense' },
  { key: 'dodge', label: 'Dodge', icon: 'Dodge', group: 'defense' },
  { key: 'waveBlocker', label: 'Wave shield', icon: 'Wave_Shield', group: 'defense' },
  { key: 'metal', label: 'Metal', icon: 'Metal', group: 'defense' },
  { key: 'immune:wave', label: 'Immune to waves', icon: 'Wave_Immune', group: 'immunity' },
  { key: 'immune:surge', label: 'Immune to surge', icon: 'Surge_Immune', group: 'immunity' },
  { key: 'immune:knockback', label: 'Immune to knockback', icon: 'Knockback_Immune', group: 'immunity' },
  { key: 'immune:freeze', label: 'Immune to freeze', icon: 'Freeze_Immune', group: 'immunity' },
  { key: 'immune:slow', label: 'Immune to slow', icon: 'Slow_Immune', group: 'immunity' },
  { key: 'immune:weaken', label: 'Immune to weaken', icon: 'Weaken_Immune', group: 'immunity' },
  { key: 'immune:warp', label: 'Immune to warp', icon: 'Warp_Immune', group: 'immunity' },
  { key: 'immune:curse', label: 'Immune to curse', icon: 'Curse_Immune', group: 'immunity' },
  { key: 'immune:toxic', label: 'Immune to toxic', icon: 'Toxic_Immune', group: 'immunity' },
  { key: 'immune:explosion', label: 'Immune to explosion', icon: 'Explosion_Immune', group: 'immunity' },
  { key: 'immune:bossWave', label: 'Immune to boss shockwave', icon: 'Shockwave_Immune', group: 'immunity' },
  { key: 'doubleMoney', label: 'Double money', icon: 'Money_Up', group: 'other' },
  { key: 'kamikaze', label: 'Kamikaze', icon: 'Kamikaze', group: 'other' },
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
