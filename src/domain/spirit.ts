import { calculateForm, type CalculationContext, type FormCalculation } from './calculate-form.ts'
import { FRAMES_PER_SECOND } from './constants.ts'
import type { Cat, Spirit } from './game-data/model.ts'
import type { Settings } from './settings/settings.ts'
import { prepareCat } from './stats/prepare.ts'

/**
 * A conjured spirit at its summoner's settings (mechanics §10b). Rules read
 * in BCU (LineUp, StageBasis): the spirit takes its summoner's total level,
 * capped at its own maximum, with no plus level, talents or orbs; it is
 * summoned from the summoner's slot while the summoner lives, once per
 * deployment, without money and SPIRIT_SUMMON_DELAY_FRAMES after the
 * summoner was deployed; it attacks once and leaves.
 */
export const SPIRIT_SUMMON_DELAY_FRAMES = 15

export type SpiritCalculation = {
  spirit: Spirit
  level: number
  calculation: FormCalculation
  /** expected damage of its one attack against the target, area attacks included */
  damage: number
}

const preparedSpirits = new WeakMap<Spirit, ReturnType<typeof prepareCat>>()

export function calculateSpirit(summoner: Cat, summonerLevel: number, settings: Settings, context?: CalculationContext): SpiritCalculation | null {
  const { spirit } = summoner
  if (!spirit) return null
  let prepared = preparedSpirits.get(spirit)
  if (!prepared) {
    const asCat: Cat = {
      id: spirit.id,
      rarity: summoner.rarity,
      levelCurve: spirit.levelCurve,
      maxBaseLevel: spirit.maxBaseLevel,
      maxPlusLevel: 0,
      forms: [spirit.form],
      talents: [],
      talentTraits: [],
      spirit: null,
      orbSlots: [],
    }
    preparedSpirits.set(spirit, (prepared = prepareCat(asCat)))
  }
  const level = Math.min(spirit.maxBaseLevel, summonerLevel)
  const calculation = calculateForm(prepared.forms[0]!, { ...settings, level, plusLevel: 0, talents: 'off' }, context)
  return { spirit, level, calculation, damage: (calculation.trueDps * calculation.stats.cycleFrames) / FRAMES_PER_SECOND }
}
