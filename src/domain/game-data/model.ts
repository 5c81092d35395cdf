import { z } from 'zod'
import { IMMUNITY_TYPES, ORB_GRADES, ORB_KINDS, RESISTANCE_TYPES, SPECIAL_TYPES, TRAITS } from './vocabulary.ts'

/**
 * The typed model of the game data: what the importer writes and what the
 * engine, the server and the pages read. Raw column numbers live in the
 * importer only; everything here is in the game's own units unless a field
 * name says otherwise (frames, range units).
 */

export * from './vocabulary.ts'

export const rarityIndex = z.number().int().min(0).max(5)

export const trait = z.enum(TRAITS)
export const specialType = z.enum(SPECIAL_TYPES)

/** A hit area measured from the unit's front edge: [start, start + width]. Negative width = omni strike. */
export const hitArea = z.object({ start: z.number(), width: z.number() })
export type HitArea = z.infer<typeof hitArea>

export const hit = z.object({
  /** base damage at level 1, no treasure */
  damage: z.number().int().nonnegative(),
  /** frames from attack start to this hit (cumulative) */
  foreswing: z.number().int().nonnegative(),
  /** whether this hit applies the form's procs and abilities (columns 63–65) */
  procs: z.boolean(),
  /** long-distance / omni area of this hit; null = normal hit [-320, range] */
  area: hitArea.nullable(),
})
export type Hit = z.infer<typeof hit>

const chance = z.number().min(0).max(100)
const frames = z.number().int().nonnegative()

/** Every ability a form can have. Absent key = the form lacks it. */
export const abilities = z
  .object({
    strongAgainst: z.literal(true),
    resistant: z.literal(true),
    massiveDamage: z.literal(true),
    insaneDamage: z.literal(true),
    insanelyTough: z.literal(true),
    attackOnly: z.literal(true),
    knockback: z.object({ chance }),
    freeze: z.object({ chance, duration: frames }),
    slow: z.object({ chance, duration: frames }),
    weaken: z.object({ chance, duration: frames, percentage: z.number() }),
    curse: z.object({ chance, duration: frames }),
    critical: z.object({ chance }),
    savageBlow: z.object({ chance, bonusDamage: z.number() }),
    /** wave: reach 332.5 + 200 × (level − 1) */
    wave: z.object({ chance, level: z.number().int().positive(), isMiniWave: z.boolean() }),
    /** surge: start and width already divided by 4 (range units) */
    surge: z.object({
      chance,
      level: z.number().int().positive(),
      start: z.number(),
      width: z.number(),
      isMiniSurge: z.boolean(),
    }),
    /** explosion (blast): spawn range in range units (already divided by 4) */
    explosion: z.object({ chance, start: z.number(), width: z.number() }),
    strengthen: z.object({ hpTrigger: z.number(), multiplier: z.number() }),
    survive: z.object({ chance }),
    barrierBreaker: z.object({ chance }),
    shieldPierce: z.object({ chance }),
    dodge: z.object({ chance, duration: frames }),
    warp: z.object({ chance, duration: frames, distance: z.number() }),
    metalKiller: z.object({ percentage: z.number() }),
    baseDestroyer: z.literal(true),
    doubleMoney: z.literal(true),
    zombieKiller: z.literal(true),
    witchKiller: z.literal(true),
    evaKiller: z.literal(true),
    soulstrike: z.literal(true),
    waveBlocker: z.literal(true),
    counterSurge: z.literal(true),
    colossusSlayer: z.literal(true),
    sageSlayer: z.literal(true),
    behemothSlayer: z.object({ dodgeChance: chance, dodgeDuration: frames }),
    metal: z.literal(true),
    kamikaze: z.literal(true),
    conjure: z.object({ unitId: z.number().int() }),
  })
  .partial()
export type Abilities = z.infer<typeof abilities>
export type AbilityKey = keyof Abilities

export const immunityType = z.enum(IMMUNITY_TYPES)
export const resistanceType = z.enum(RESISTANCE_TYPES)

export const form = z.object({
  catId: z.number().int().nonnegative(),
  formIndex: z.number().int().min(0).max(3),
  name: z.string().min(1),
  description: z.string(),
  hp: z.number().int().nonnegative(),
  knockbacks: z.number().int().nonnegative(),
  speed: z.number().int().nonnegative(),
  /** standing range */
  range: z.number().int(),
  /** raw column 4, in pair frames (×2 = frames) */
  timeBetweenAttacks: z.number().int().nonnegative(),
  /** backswing in frames from the attack animation; null = unknown (cycle is then approximate) */
  backswing: z.number().int().nonnegative().nullable(),
  /** raw column 7, in pair frames (×2 = frames, before research / treasure) */
  recharge: z.number().int().nonnegative(),
  /** raw column 6, base deploy cost (battle cost = ×1.5) */
  cost: z.number().int().nonnegative(),
  areaAttack: z.boolean(),
  hits: z.array(hit).min(1).max(3),
  targets: z.array(trait),
  abilities,
  immunities: z.array(immunityType),
  /** resistance reductions in percent (only talents give cats these) */
  resistances: z.partialRecord(resistanceType, z.number()),
})
export type UnitForm = z.infer<typeof form>

/** Typed talent effects (spec §3). Parameter values are per-level resolved by the engine. */
export const talentEffect = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('statBoost'),
    stat: z.enum(['hp', 'attack', 'speed', 'cost', 'cooldown', 'knockbackChance', 'knockbacks', 'attackFrequency']),
  }),
  z.object({
    type: z.literal('procModifier'),
    procType: z.enum([
      'weaken',
      'freeze',
      'slow',
      'knockback',
      'critical',
      'savageBlow',
      'wave',
      'miniWave',
      'curse',
      'barrierBreaker',
      'shieldPierce',
      'strengthen',
      'survive',
      'dodge',
      'warp',
    ]),
    mode: z.enum(['add', 'modify']),
  }),
  z.object({ type: z.literal('targetAddition'), target: z.enum([...TRAITS, 'witch', 'eva']) }),
  z.object({
    type: z.literal('abilityGrant'),
    ability: z.enum([
      'strongAgainst',
      'resistant',
      'massiveDamage',
      'attackOnly',
      'baseDestroyer',
      'zombieKiller',
      'doubleMoney',
      'waveBlocker',
      'soulstrike',
      'counterSurge',
    ]),
  }),
  z.object({ type: z.literal('immunity'), immunityType }),
  z.object({ type: z.literal('resistance'), resistanceType, reductionPercentage: z.number().optional() }),
  z.object({
    type: z.literal('advancedAbility'),
    abilityType: z.enum(['surge', 'miniSurge', 'explosion', 'colossusSlayer', 'behemothSlayer', 'sageSlayer']),
  }),
])
export type TalentEffect = z.infer<typeof talentEffect>

export const talent = z.object({
  /** 0..7, the order talents are applied in */
  slot: z.number().int().min(0).max(7),
  abilityId: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** 1 = on/off talent */
  maxLevel: z.number().int().positive(),
  /**
   * Non-empty parameters, named by meaning (chance, duration, percentage, level,
   * start, width, amount, bonusDamage, hpTrigger, multiplier, reductionPercentage):
   * value at talent level 1 and at max level.
   */
  params: z.array(z.object({ name: z.string(), min: z.number(), max: z.number() })),
  ultra: z.boolean(),
  effect: talentEffect,
})
export type Talent = z.infer<typeof talent>

/**
 * A conjured spirit: summoned from its summoner's slot, it attacks once and
 * leaves (mechanics §10b). Not a cat of its own: it belongs to its summoner.
 */
export const spirit = z.object({
  /** the spirit's own unit id in the game files */
  id: z.number().int().nonnegative(),
  /** the game's one line on it ("Spirit: Weakens enemies.") */
  description: z.string(),
  levelCurve: z.array(z.number().int()).length(20),
  maxBaseLevel: z.number().int().positive(),
  form: form,
})
export type Spirit = z.infer<typeof spirit>

export const cat = z.object({
  id: z.number().int().nonnegative(),
  rarity: rarityIndex,
  /** 20 entries: percent of base added per level in band 10k+1..10k+10 */
  levelCurve: z.array(z.number().int()).length(20),
  maxBaseLevel: z.number().int().positive(),
  maxPlusLevel: z.number().int().nonnegative(),
  /** listed forms only (real form with an English name), ordered by formIndex */
  forms: z.array(form).min(1),
  /** talents and ultra talents, in slot order (ultra flagged) */
  talents: z.array(talent),
  /** SkillAcquisition typeID: traits a talent-granted trait ability applies to when the form has none */
  talentTraits: z.array(trait),
  /** the spirit its forms conjure; null for most cats (always present, so every cat has one shape to pack) */
  spirit: spirit.nullable(),
  /**
   * Talent orb slots of its true and ultra forms: per slot, the total level
   * (base + plus) it opens at (0 = always). Empty = no slot; always present,
   * so every cat has one shape to pack.
   */
  orbSlots: z.array(z.number().int().nonnegative()).max(2),
  /** the game version it came out in (unitbuy column 57, "15.5.0"); null = the files say none; always set by the importer */
  addedIn: z.string().nullable().optional(),
  /** where its battle numbers come from when not the English dump (an update layer); absent = the English files */
  source: z.object({ layer: z.string(), label: z.string(), version: z.string() }).optional(),
  /** form indexes whose English name is a temporary one (BCU's bot list, not the game's text) */
  temporaryNames: z.array(z.number().int().nonnegative()).optional(),
  /** what the game files we hold lack and the importer filled in, in words */
  defaulted: z.array(z.string()).optional(),
  /** abilities its forms or talents have that the engine does not count yet */
  notModelled: z.array(z.string()).optional(),
})
export type Cat = z.infer<typeof cat>

/**
 * One orb type of equipmentlist.json: an effect (`content`) for a trait, with
 * the game's values per grade D–S and its English wording
 * (equipment_explonation.tsv). Ability orbs have no trait.
 */
export const orbType = z.object({
  content: z.number().int().nonnegative(),
  /** the kinds the engine counts; null for ability orbs */
  kind: z.enum(ORB_KINDS).nullable(),
  /** "Attack Up" (the game's wording without grade and trait) */
  name: z.string(),
  /** "Damage to Red increased." */
  description: z.string(),
  trait: trait.nullable(),
  /** the file's values, index = grade (D first) */
  values: z.array(z.array(z.number().int())).length(ORB_GRADES.length),
})
export type OrbType = z.infer<typeof orbType>

export const enemy = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  hp: z.number().int().nonnegative(),
  traits: z.array(trait),
  specialType: specialType.nullable(),
  /** other properties players recognise (used as target flags) */
  witch: z.boolean(),
  eva: z.boolean(),
  base: z.boolean(),
})
export type Enemy = z.infer<typeof enemy>

/** What the data set was built from: the English dump and the update layers on it, oldest first. */
export const dataSources = z.object({
  /** the English dump's version */
  base: z.string(),
  layers: z.array(z.object({ name: z.string(), label: z.string(), version: z.string() })),
})
export type DataSources = z.infer<typeof dataSources>

export const dataSet = z.object({
  /** the newest game version the numbers reach (the last layer's, else the English dump's) */
  version: z.string(),
  sources: dataSources.optional(),
  region: z.string(),
  generatedAt: z.string(),
  cats: z.array(cat),
  enemies: z.array(enemy),
  /** every orb type of the game; absent in dumps without the equipment files */
  orbs: z.array(orbType).optional(),
})
export type DataSet = z.infer<typeof dataSet>
