import type { Abilities, ImmunityType } from './model.ts'
import { cell } from './game-text.ts'

/** Savage blow with no bonus in the data deals +200% (the game's standard savage blow). */
const DEFAULT_SAVAGE_BLOW_BONUS = 200
/** Behemoth slayers dodge behemoth attacks; the standard dodge when the data gives none. */
const DEFAULT_BEHEMOTH_DODGE_CHANCE = 5
const DEFAULT_BEHEMOTH_DODGE_DURATION = 30

/** Surge and explosion positions are stored ×4 in the unit files. */
function rangeUnits(stored: number): number {
  return stored / 4
}

/** The abilities of one form, from its line in unit###.csv (columns in FORMAT.md). */
export function parseAbilities(row: readonly number[]): Abilities {
  const c = (index: number) => cell(row, index)
  const flag = (index: number) => c(index) !== 0
  const abilities: Abilities = {}

  if (flag(23)) abilities.strongAgainst = true
  if (flag(29)) abilities.resistant = true
  if (flag(30)) abilities.massiveDamage = true
  if (flag(81)) abilities.insaneDamage = true
  if (flag(80)) abilities.insanelyTough = true
  if (flag(32)) abilities.attackOnly = true

  if (c(24) > 0) abilities.knockback = { chance: c(24) }
  if (c(25) > 0) abilities.freeze = { chance: c(25), duration: c(26) }
  if (c(27) > 0) abilities.slow = { chance: c(27), duration: c(28) }
  if (c(37) > 0) abilities.weaken = { chance: c(37), duration: c(38), percentage: c(39) }
  if (c(92) > 0) abilities.curse = { chance: c(92), duration: c(93) }
  if (c(31) > 0) abilities.critical = { chance: c(31) }
  if (c(82) > 0) abilities.savageBlow = { chance: c(82), bonusDamage: c(83) || DEFAULT_SAVAGE_BLOW_BONUS }
  if (c(35) > 0) abilities.wave = { chance: c(35), level: c(36), isMiniWave: flag(94) }
  if (c(86) > 0) {
    abilities.surge = {
      chance: c(86),
      level: c(89),
      start: rangeUnits(c(87)),
      width: rangeUnits(c(88)),
      isMiniSurge: flag(108),
    }
  }
  // Explosion has only a position (col 114) in the files; col 115, the place a
  // spread would sit by analogy with surge (87/88), is 0 for every unit, and
  // battlecatsinfo shows every explosion as a single point (start = end). So
  // the blast spawns at one point: width 0.
  if (c(113) > 0) abilities.explosion = { chance: c(113), start: rangeUnits(c(114)), width: 0 }
  if (c(40) > 0) abilities.strengthen = { hpTrigger: c(40), multiplier: c(41) }
  if (c(42) > 0) abilities.survive = { chance: c(42) }
  if (c(70) > 0) abilities.barrierBreaker = { chance: c(70) }
  if (c(95) > 0) abilities.shieldPierce = { chance: c(95) }
  if (c(84) > 0) abilities.dodge = { chance: c(84), duration: c(85) }
  if (c(112) > 0) abilities.metalKiller = { percentage: c(112) }

  if (flag(34)) abilities.baseDestroyer = true
  if (flag(33)) abilities.doubleMoney = true
  if (flag(52)) abilities.zombieKiller = true
  if (flag(53)) abilities.witchKiller = true
  if (flag(77)) abilities.evaKiller = true
  if (flag(98)) abilities.soulstrike = true
  if (flag(47)) abilities.waveBlocker = true
  if (flag(109)) abilities.counterSurge = true
  if (flag(97)) abilities.colossusSlayer = true
  if (flag(111)) abilities.sageSlayer = true
  if (flag(105)) {
    abilities.behemothSlayer = {
      dodgeChance: c(106) || DEFAULT_BEHEMOTH_DODGE_CHANCE,
      dodgeDuration: c(107) || DEFAULT_BEHEMOTH_DODGE_DURATION,
    }
  }
  if (flag(43)) abilities.metal = true
  // 2 = the unit disappears after its attack; other values are not kamikaze.
  if (c(58) === 2) abilities.kamikaze = true
  // −1 and 0 both mean "summons nothing".
  if (c(110) > 0) abilities.conjure = { unitId: c(110) }
  return abilities
}

const IMMUNITY_COLUMNS: readonly (readonly [ImmunityType, number])[] = [
  ['weaken', 51],
  ['freeze', 49],
  ['slow', 50],
  ['knockback', 48],
  ['wave', 46],
  ['warp', 75],
  ['curse', 79],
  ['toxic', 90],
  ['surge', 91],
  ['explosion', 116],
  ['bossWave', 56],
]

export function parseImmunities(row: readonly number[]): ImmunityType[] {
  return IMMUNITY_COLUMNS.filter(([, column]) => cell(row, column) !== 0).map(([type]) => type)
}
