import { TRAIT_TREASURE_KEYS, TREASURE_TRAIT_LIST, type TraitTreasureKey } from '../settings/treasures.ts'
import type { Cat, Talent, TalentEffect, UnitForm } from '../game-data/model.ts'
import { settings, type SettingsInput } from '../settings/settings.ts'

/**
 * Hand-made forms for the engine's worked examples. At level 1 with no
 * treasure every stat equals its base, so the arithmetic in the tests stays
 * short enough to check by hand.
 */
export function makeForm(overrides: Partial<UnitForm> = {}): UnitForm {
  return {
    catId: 900,
    formIndex: 2,
    name: 'Test Cat',
    description: '',
    hp: 1000,
    knockbacks: 3,
    speed: 10,
    range: 400,
    timeBetweenAttacks: 10,
    backswing: 10,
    recharge: 1000,
    cost: 1000,
    areaAttack: false,
    hits: [{ damage: 1000, foreswing: 10, procs: true, area: null }],
    targets: [],
    abilities: {},
    immunities: [],
    resistances: {},
    ...overrides,
  }
}

export function makeCat(forms: UnitForm[], overrides: Partial<Cat> = {}): Cat {
  return {
    id: 900,
    rarity: 4,
    levelCurve: Array.from({ length: 20 }, () => 20),
    maxBaseLevel: 50,
    maxPlusLevel: 0,
    forms,
    talents: [],
    talentTraits: [],
    spirit: null,
    orbSlots: [],
    ...overrides,
  }
}

export function makeTalent(effect: TalentEffect, params: Talent['params'] = [], overrides: Partial<Talent> = {}): Talent {
  return {
    slot: 0,
    abilityId: 1,
    name: effect.type,
    description: '',
    maxLevel: params.length > 0 ? 10 : 1,
    params,
    ultra: false,
    effect,
    ...overrides,
  }
}

/** a parameter with the same value at every level */
export function fixed(name: string, value: number): Talent['params'][number] {
  return { name, min: value, max: value }
}

/** level 1, no treasure, talents off, traitless target: stats equal their base values */
export function plainSettings(overrides: SettingsInput = {}) {
  return settings.parse({ level: 1, attackTreasure: 0, hpTreasure: 0, talents: 'off', target: 'traitless', ...overrides })
}

/** every trait treasure (red to alien) at one value */
export function traitTreasures(value: number): Record<TraitTreasureKey, number> {
  return Object.fromEntries(TREASURE_TRAIT_LIST.map((trait) => [TRAIT_TREASURE_KEYS[trait], value])) as Record<TraitTreasureKey, number>
}
