import type { Talent } from '../game-data/model.ts'
import type { TalentLevels } from '../settings/settings.ts'

/** value at talent level ℓ: trunc(min + (max − min) × (ℓ − 1) / (M − 1)); M ≤ 1 → max */
export function talentParamValue(min: number, max: number, level: number, maxLevel: number): number {
  if (maxLevel <= 1) return max
  return Math.trunc(min + ((max - min) * (level - 1)) / (maxLevel - 1))
}

export type TalentParamValues = Readonly<Record<string, number>>

/** every named parameter of a talent at one level */
export function talentParamValues(talent: Talent, level: number): TalentParamValues {
  const values: Record<string, number> = {}
  for (const param of talent.params) values[param.name] = talentParamValue(param.min, param.max, level, talent.maxLevel)
  return values
}

/** the level of each talent of a cat (in the order of cat.talents) chosen by the settings; 0 = off */
export function chosenTalentLevels(talents: readonly Talent[], choice: TalentLevels): number[] {
  if (choice === 'max') return talents.map((t) => t.maxLevel)
  if (choice === 'off') return talents.map(() => 0)
  return talents.map((t, i) => Math.min(choice[i] ?? 0, t.maxLevel))
}
