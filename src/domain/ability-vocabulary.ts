import type { AbilityKey } from './game-data/model.ts'
import type { ImmunityType, ResistanceType, SpecialType, Trait } from './game-data/vocabulary.ts'

/**
 * How every page names the abilities, immunities, resistances and traits of a form: the one
 * label, icon and one-line wording of each, and the order they are shown in. The unit page,
 * its talents, the compare filters and table, and the compare icon sprite all read them here.
 */
export interface Words {
  label: string
  /** ability icon name (a file of the game's ability folder, e.g. "Wave"); null = the game has none */
  icon: string | null
  /** what it does in one line, without the form's numbers */
  wording: string
}

/** How a form attacks: one of the first two, plus a reach per hit and several hits. */
export const ATTACK_WORDS = {
  singleAttack: { label: 'Single target', icon: 'Single_Attack', wording: 'hits one enemy at a time' },
  areaAttack: { label: 'Area attack', icon: 'Area_Attack', wording: 'hits every enemy in range' },
  longDistance: { label: 'Long distance', icon: 'Long_Distance', wording: 'hits an area that starts past its range' },
  omniStrike: { label: 'Omni strike', icon: 'Omnistrike', wording: 'hits an area around itself, behind it too' },
  multiHit: { label: 'Multi-hit', icon: 'Multi_Hit', wording: 'several hits per attack' },
} as const satisfies Record<string, Words>

export type AttackKind = keyof typeof ATTACK_WORDS

export const ABILITY_WORDS: Record<AbilityKey, Words> = {
  strongAgainst: { label: 'Strong against', icon: 'Strong', wording: 'Deals more damage to its target traits and takes less from them' },
  massiveDamage: { label: 'Massive damage', icon: 'Massive_Damage', wording: 'Deals massive damage to its target traits' },
  insaneDamage: { label: 'Insane damage', icon: 'Insane_Damage', wording: 'Deals insane damage to its target traits' },
  resistant: { label: 'Resistant', icon: 'Resistant', wording: 'Takes less damage from its target traits' },
  insanelyTough: { label: 'Insanely tough', icon: 'Insane_Resistance', wording: 'Takes far less damage from its target traits' },
  attackOnly: { label: 'Attacks only', icon: 'Restricted_Target', wording: 'Attacks only its target traits' },
  knockback: { label: 'Knockback', icon: 'Knockback', wording: 'May knock back its target traits' },
  freeze: { label: 'Freeze', icon: 'Freeze', wording: 'May freeze its target traits' },
  slow: { label: 'Slow', icon: 'Slow', wording: 'May slow its target traits' },
  weaken: { label: 'Weaken', icon: 'Weaken', wording: 'May weaken the attack of its target traits' },
  curse: { label: 'Curse', icon: 'Curse', wording: 'May curse its target traits' },
  warp: { label: 'Warp', icon: null, wording: 'May warp its target traits away' },
  dodge: { label: 'Dodge', icon: 'Dodge', wording: 'May dodge the attacks of its target traits' },
  critical: { label: 'Critical', icon: 'Critical', wording: 'May land a critical hit: double damage, pierces metal' },
  savageBlow: { label: 'Savage blow', icon: 'Savage_Blow', wording: 'May land a savage blow for bonus damage' },
  wave: { label: 'Wave', icon: 'Wave', wording: 'May send a wave that hits every enemy along its path' },
  surge: { label: 'Surge', icon: 'Surge', wording: 'May raise a surge that keeps hitting where it lands' },
  explosion: { label: 'Explosion', icon: 'Explosion', wording: 'May set off an explosion that hits around a point' },
  strengthen: { label: 'Strengthen', icon: 'Strengthen', wording: 'Attacks harder when its HP runs low' },
  survive: { label: 'Survive', icon: 'Survive', wording: 'May survive a lethal strike' },
  barrierBreaker: { label: 'Barrier breaker', icon: 'Barrier_Breaker', wording: 'May break barriers' },
  shieldPierce: { label: 'Shield pierce', icon: 'Shield_Pierce', wording: 'May pierce shields' },
  metalKiller: { label: 'Metal killer', icon: 'Metal_Killer', wording: "Each hit removes a share of a metal enemy's current HP" },
  baseDestroyer: { label: 'Base destroyer', icon: 'Base_Destroyer', wording: 'Deals more damage to the enemy base' },
  zombieKiller: { label: 'Zombie killer', icon: 'Zombie_Killer', wording: 'Zombies it defeats do not revive' },
  soulstrike: { label: 'Soulstrike', icon: 'Soulstrike', wording: 'Also hits zombies waiting to revive' },
  witchKiller: { label: 'Witch killer', icon: 'Witch_Killer', wording: 'Deals more damage to witches and takes less from them' },
  evaKiller: { label: 'Eva Angel killer', icon: 'Eva_Killer', wording: 'Deals more damage to Eva Angels and takes less from them' },
  colossusSlayer: { label: 'Colossus slayer', icon: 'Colossus_Slayer', wording: 'Deals more damage to colossus enemies and takes less from them' },
  behemothSlayer: { label: 'Behemoth slayer', icon: 'Behemoth_Slayer', wording: 'Deals more damage to behemoth enemies, takes less and may dodge them' },
  sageSlayer: { label: 'Sage slayer', icon: 'Sage_Slayer', wording: 'Deals more damage to sage enemies and takes less from them' },
  waveBlocker: { label: 'Wave shield', icon: 'Wave_Shield', wording: 'Blocks enemy waves' },
  counterSurge: { label: 'Counter-surge', icon: 'Counter_Surge', wording: 'Answers an enemy surge that hits it with a surge of its own' },
  doubleMoney: { label: 'Extra money', icon: 'Money_Up', wording: 'Earns double money from defeated enemies' },
  metal: { label: 'Metal', icon: 'Metal', wording: 'Takes 1 damage from every hit except criticals' },
  kamikaze: { label: 'Kamikaze', icon: 'Kamikaze', wording: 'Attacks once, then disappears' },
  conjure: { label: 'Conjure', icon: 'Conjure', wording: 'Conjures a spirit when deployed' },
}

/** The weaker kinds of wave and surge, named apart. */
export const MINI_WORDS = {
  miniWave: { label: 'Mini-wave', icon: 'Mini_Wave', wording: 'May send a wave of one fifth the damage' },
  miniSurge: { label: 'Mini-surge', icon: 'Mini_Surge', wording: 'May raise a surge of one fifth the damage' },
} as const satisfies Record<string, Words>

/**
 * The order abilities are shown in everywhere: first what the form does to its target traits,
 * then the chance effects, then the rest.
 */
export const ABILITY_ORDER: readonly AbilityKey[] = [
  'strongAgainst',
  'massiveDamage',
  'insaneDamage',
  'resistant',
  'insanelyTough',
  'attackOnly',
  'knockback',
  'freeze',
  'slow',
  'weaken',
  'curse',
  'warp',
  'dodge',
  'critical',
  'savageBlow',
  'wave',
  'surge',
  'explosion',
  'strengthen',
  'survive',
  'barrierBreaker',
  'shieldPierce',
  'metalKiller',
  'baseDestroyer',
  'zombieKiller',
  'soulstrike',
  'witchKiller',
  'evaKiller',
  'colossusSlayer',
  'behemothSlayer',
  'sageSlayer',
  'waveBlocker',
  'counterSurge',
  'doubleMoney',
  'metal',
  'kamikaze',
  'conjure',
]

/** The reaches and hit counts in the order the pages show them. */
export const ATTACK_ORDER: readonly AttackKind[] = ['singleAttack', 'areaAttack', 'longDistance', 'omniStrike', 'multiHit']

export const IMMUNITY_WORDS: Record<ImmunityType, Words> = {
  wave: { label: 'Immune to waves', icon: 'Wave_Immune', wording: 'Immune to waves' },
  surge: { label: 'Immune to surges', icon: 'Surge_Immune', wording: 'Immune to surges' },
  knockback: { label: 'Immune to knockback', icon: 'Knockback_Immune', wording: 'Immune to knockback' },
  freeze: { label: 'Immune to freeze', icon: 'Freeze_Immune', wording: 'Immune to freeze' },
  slow: { label: 'Immune to slow', icon: 'Slow_Immune', wording: 'Immune to slow' },
  weaken: { label: 'Immune to weaken', icon: 'Weaken_Immune', wording: 'Immune to weaken' },
  warp: { label: 'Immune to warp', icon: 'Warp_Immune', wording: 'Immune to warp' },
  curse: { label: 'Immune to curse', icon: 'Curse_Immune', wording: 'Immune to curse' },
  toxic: { label: 'Immune to toxic', icon: 'Toxic_Immune', wording: 'Immune to toxic' },
  explosion: { label: 'Immune to explosions', icon: 'Explosion_Immune', wording: 'Immune to explosions' },
  bossWave: { label: 'Immune to boss shockwaves', icon: 'Shockwave_Immune', wording: 'Immune to boss shockwaves' },
}

/** Immunities in display order: the ones players look for most first. */
export const IMMUNITY_ORDER: readonly ImmunityType[] = [
  'wave',
  'surge',
  'knockback',
  'freeze',
  'slow',
  'weaken',
  'warp',
  'curse',
  'toxic',
  'explosion',
  'bossWave',
]

/** The order of immunities a form has. */
export function sortImmunities(types: readonly ImmunityType[]): ImmunityType[] {
  return IMMUNITY_ORDER.filter((type) => types.includes(type))
}

export interface ResistanceWords {
  icon: string
  /** the resistance with its reduction, e.g. "30%" */
  wording: (percent: string) => string
}

export const RESISTANCE_WORDS: Record<ResistanceType, ResistanceWords> = {
  weaken: { icon: 'Weaken_Resist', wording: (p) => `Weaken duration −${p}` },
  freeze: { icon: 'Freeze_Resist', wording: (p) => `Freeze duration −${p}` },
  slow: { icon: 'Slow_Resist', wording: (p) => `Slow duration −${p}` },
  curse: { icon: 'Curse_Resist', wording: (p) => `Curse duration −${p}` },
  knockback: { icon: 'Knockback_Resist', wording: (p) => `Resists knockback by ${p}` },
  warp: { icon: 'Warp_Resist', wording: (p) => `Resists warp by ${p}` },
  wave: { icon: 'Wave_Resist', wording: (p) => `Wave damage taken −${p}` },
  surge: { icon: 'Surge_Resist', wording: (p) => `Surge damage taken −${p}` },
  toxic: { icon: 'Toxic_Resist', wording: (p) => `Toxic damage taken −${p}` },
}

/** How the pages name each enemy trait; the list of traits and its order is TRAITS. */
export const TRAIT_LABELS: Record<Trait, string> = {
  red: 'Red',
  floating: 'Floating',
  black: 'Black',
  metal: 'Metal',
  angel: 'Angel',
  alien: 'Alien',
  zombie: 'Zombie',
  relic: 'Relic',
  aku: 'Aku',
  traitless: 'Traitless',
}

/** The trait's ability icon name: the game names them by label. */
export function traitIcon(trait: Trait): string {
  return `Target_${TRAIT_LABELS[trait]}`
}

/** The enemy kinds the slayer abilities act on. */
export const SPECIAL_TYPE_LABELS: Record<SpecialType, string> = {
  behemoth: 'Behemoth',
  colossus: 'Colossus',
  sage: 'Sage',
}
