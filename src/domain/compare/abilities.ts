import type { AbilityKey, ImmunityType, UnitForm } from '../game-data/model.ts'

/**
 * Abilities a player can filter the compare table by: every ability key of the
 * model and every immunity, with the label and the icon the pages show.
 */
export type AbilityFilterKey = AbilityKey | `immune:${ImmunityType}` | 'longDistance' | 'omniStrike' | 'multiHit' | 'areaAttack'

export interface AbilityInfo {
  key: AbilityFilterKey
  label: string
  /** file in /game/ability */
  icon: string | null
  group: 'damage' | 'control' | 'defense' | 'immunity' | 'other'
}

export const ABILITY_CATALOG: readonly AbilityInfo[] = [
  { key: 'strongAgainst', label: 'Strong against', icon: 'Strong.png', group: 'damage' },
  { key: 'massiveDamage', label: 'Massive damage', icon: 'Massive_Damage.png', group: 'damage' },
  { key: 'insaneDamage', label: 'Insane damage', icon: 'Insane_Damage.png', group: 'damage' },
  { key: 'attackOnly', label: 'Attacks only', icon: 'Restricted_Target.png', group: 'damage' },
  { key: 'critical', label: 'Critical', icon: 'Critical.png', group: 'damage' },
  { key: 'savageBlow', label: 'Savage blow', icon: 'Savage_Blow.png', group: 'damage' },
  { key: 'wave', label: 'Wave', icon: 'Wave.png', group: 'damage' },
  { key: 'surge', label: 'Surge', icon: 'Surge.png', group: 'damage' },
  { key: 'explosion', label: 'Explosion', icon: 'Explosion.png', group: 'damage' },
  { key: 'strengthen', label: 'Strengthen', icon: 'Strengthen.png', group: 'damage' },
  { key: 'longDistance', label: 'Long distance', icon: 'Long_Distance.png', group: 'damage' },
  { key: 'omniStrike', label: 'Omni strike', icon: 'Omnistrike.png', group: 'damage' },
  { key: 'multiHit', label: 'Multi-hit', icon: 'Multi_Hit.png', group: 'damage' },
  { key: 'areaAttack', label: 'Area attack', icon: 'Area_Attack.png', group: 'damage' },
  { key: 'behemothSlayer', label: 'Behemoth slayer', icon: 'Behemoth_Slayer.png', group: 'damage' },
  { key: 'colossusSlayer', label: 'Colossus slayer', icon: 'Colossus_Slayer.png', group: 'damage' },
  { key: 'sageSlayer', label: 'Sage slayer', icon: 'Sage_Slayer.png', group: 'damage' },
  { key: 'baseDestroyer', label: 'Base destroyer', icon: 'Base_Destroyer.png', group: 'damage' },
  { key: 'metalKiller', label: 'Metal killer', icon: 'Metal_Killer.png', group: 'damage' },
  { key: 'zombieKiller', label: 'Zombie killer', icon: 'Zombie_Killer.png', group: 'damage' },
  { key: 'witchKiller', label: 'Witch killer', icon: 'Witch_Killer.png', group: 'damage' },
  { key: 'evaKiller', label: 'Eva angel killer', icon: 'Eva_Killer.png', group: 'damage' },
  { key: 'soulstrike', label: 'Soulstrike', icon: 'Soulstrike.png', group: 'damage' },
  { key: 'barrierBreaker', label: 'Barrier breaker', icon: 'Barrier_Breaker.png', group: 'damage' },
  { key: 'shieldPierce', label: 'Shield pierce', icon: 'Shield_Pierce.png', group: 'damage' },
  { key: 'counterSurge', label: 'Counter-surge', icon: 'Counter_Surge.png', group: 'damage' },
  { key: 'conjure', label: 'Conjure', icon: 'Conjure.png', group: 'damage' },
  { key: 'freeze', label: 'Freeze', icon: 'Freeze.png', group: 'control' },
  { key: 'slow', label: 'Slow', icon: 'Slow.png', group: 'control' },
  { key: 'weaken', label: 'Weaken', icon: 'Weaken.png', group: 'control' },
  { key: 'knockback', label: 'Knockback', icon: 'Knockback.png', group: 'control' },
  { key: 'curse', label: 'Curse', icon: 'Curse.png', group: 'control' },
  { key: 'warp', label: 'Warp', icon: null, group: 'control' },
  { key: 'resistant', label: 'Resistant', icon: 'Resistant.png', group: 'defense' },
  { key: 'insanelyTough', label: 'Insanely tough', icon: 'Insane_Resistance.png', group: 'defense' },
  { key: 'survive', label: 'Survive', icon: 'Survive.png', group: 'defense' },
  { key: 'dodge', label: 'Dodge', icon: 'Dodge.png', group: 'defense' },
  { key: 'waveBlocker', label: 'Wave shield', icon: 'Wave_Shield.png', group: 'defense' },
  { key: 'metal', label: 'Metal', icon: 'Metal.png', group: 'defense' },
  { key: 'immune:wave', label: 'Immune to waves', icon: 'Wave_Immune.png', group: 'immunity' },
  { key: 'immune:surge', label: 'Immune to surge', icon: 'Surge_Immune.png', group: 'immunity' },
  { key: 'immune:knockback', label: 'Immune to knockback', icon: 'Knockback_Immune.png', group: 'immunity' },
  { key: 'immune:freeze', label: 'Immune to freeze', icon: 'Freeze_Immune.png', group: 'immunity' },
  { key: 'immune:slow', label: 'Immune to slow', icon: 'Slow_Immune.png', group: 'immunity' },
  { key: 'immune:weaken', label: 'Immune to weaken', icon: 'Weaken_Immune.png', group: 'immunity' },
  { key: 'immune:warp', label: 'Immune to warp', icon: 'Warp_Immune.png', group: 'immunity' },
  { key: 'immune:curse', label: 'Immune to curse', icon: 'Curse_Immune.png', group: 'immunity' },
  { key: 'immune:toxic', label: 'Immune to toxic', icon: 'Toxic_Immune.png', group: 'immunity' },
  { key: 'immune:explosion', label: 'Immune to explosion', icon: 'Explosion_Immune.png', group: 'immunity' },
  { key: 'immune:bossWave', label: 'Immune to boss shockwave', icon: 'Shockwave_Immune.png', group: 'immunity' },
  { key: 'doubleMoney', label: 'Double money', icon: 'Money_Up.png', group: 'other' },
  { key: 'kamikaze', label: 'Kamikaze', icon: 'Kamikaze.png', group: 'other' },
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
