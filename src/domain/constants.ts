/**
 * The constants of the game mechanics (shared/docs/mechanics.md), in one place.
 * Ratios are kept as integer fractions so that "each multiplication step is
 * floored" never depends on a float like 1.8 being a hair under its value.
 */

export type Fraction = { readonly num: number; readonly den: number }

export const FRAMES_PER_SECOND = 30

// §2 level and stats
export const LEVEL_CURVE_BAND = 10
/** per-level step when a cat has no curve: mult(L) = (L + 4) / 5 */
export const NO_CURVE_STEP_PERCENT = 20
/** treasure factor = 1 + 0.005 × treasure% = (200 + treasure%) / 200 */
export const TREASURE_FACTOR_DENOMINATOR = 200
export const MAX_TREASURE_PERCENT = 300

// §3 attack timing
export const MIN_ATTACK_CYCLE_FRAMES = 1

// §4 cooldown and cost
export const MIN_COOLDOWN_FRAMES = 60
export const MAX_RESEARCH_LEVEL = 30
export const RESEARCH_FRAMES_PER_LEVEL = 6
/** cooldown treasure: 0.3 frames per treasure percent */
export const COOLDOWN_TREASURE_FRAMES: Fraction = { num: 3, den: 10 }
/** battle cost = base cost × 1.5 */
export const BATTLE_COST_FACTOR: Fraction = { num: 3, den: 2 }

// §5 talents
/** ultra talents work from this total level on (BCU PCoin: an ultra talent's required level is 60) */
export const ULTRA_TALENT_MIN_LEVEL = 60
export const DEFAULT_RESISTANCE_REDUCTION_PERCENT = 50

// §6 trait multipliers, without the trait treasure / with it maxed (300%).
// Dealt values share a denominator so a partial treasure interpolates exactly.
export type TreasureScaled = { readonly den: number; readonly without: number; readonly maxed: number }
export const STRONG_AGAINST_DEALT: TreasureScaled = { den: 10, without: 15, maxed: 18 }
export const MASSIVE_DAMAGE_DEALT: TreasureScaled = { den: 1, without: 3, maxed: 4 }
export const INSANE_DAMAGE_DEALT: TreasureScaled = { den: 1, without: 5, maxed: 6 }
export const STRONG_AGAINST_TAKEN = { without: 0.5, maxed: 0.4 } as const
export const RESISTANT_TAKEN = { without: 0.25, maxed: 0.2 } as const
export const INSANELY_TOUGH_TAKEN = { without: 1 / 6, maxed: 1 / 7 } as const

export const SLAYERS = {
  behemoth: { dealt: { num: 5, den: 2 }, taken: 0.6 },
  colossus: { dealt: { num: 8, den: 5 }, taken: 0.7 },
  sage: { dealt: { num: 6, den: 5 }, taken: 0.5 },
} as const satisfies Record<string, { dealt: Fraction; taken: number }>
export const BEHEMOTH_DODGE_DEFAULT = { chance: 5, duration: 30 } as const

/** Witch / Eva angel killer: the game's values; mechanics.md does not list them. */
export const WITCH_KILLER = { dealt: { num: 5, den: 1 }, taken: 0.1 } as const
export const EVA_KILLER = { dealt: { num: 5, den: 1 }, taken: 0.2 } as const

export const BASE_DESTROYER_DEALT: Fraction = { num: 4, den: 1 }

// §7 per-hit procs
export const CRITICAL_MULTIPLIER = 2
export const SAVAGE_BLOW_DEFAULT_BONUS_PERCENT = 200
/** a metal target takes this from every non-critical hit */
export const METAL_NON_CRITICAL_DAMAGE = 1

// §8 area attacks
/** first wave segment starts 67.5 behind the front edge and is 400 wide: reach 332.5 */
export const WAVE_START = -67.5
export const WAVE_FIRST_REACH = 332.5
export const WAVE_REACH_PER_LEVEL = 200
export const MINI_AREA_SHARE: Fraction = { num: 1, den: 5 }
export const SURGE_REACH_BEHIND = 250
export const SURGE_REACH_IN_FRONT = 125
export const SURGE_HIT_INTERVAL_FRAMES = 20
/** explosion rings by distance from the spawn point, innermost first */
export const EXPLOSION_RINGS: readonly { radius: number; share: Fraction }[] = [
  { radius: 75, share: { num: 1, den: 1 } },
  { radius: 175, share: { num: 7, den: 10 } },
  { radius: 275, share: { num: 4, den: 10 } },
]

// §9 hit areas and the range profile
/** a normal hit covers [−HIT_BOX_WIDTH, range] in front of the unit's front edge */
export const HIT_BOX_WIDTH = 320
export const RANGE_PROFILE = { from: -400, to: 1500, step: 10 } as const
export const UNIT_PAGE_RANGE_PROFILE = { from: 0, to: 2100, step: 10 } as const
export const MIN_SUSTAINED_WIDTH = 50
