import type { SpecialRule, StageRestriction, StageRules } from '../game-data/stage-rules.ts'

/** What the team builder and the stage page need of a cat to check it against a stage's rules. */
export type RuleCat = { unitId: number; rarity: number; cost: number }

export const RARITY_NAMES = ['Normal', 'Special', 'Rare', 'Super Rare', 'Uber Rare', 'Legend Rare'] as const

/** The restrictions that hold at a crown (0-based): the rows for every crown and the crown's own. */
export function restrictionsAtCrown(rules: StageRules | undefined, crown: number): StageRestriction[] {
  return (rules?.restrictions ?? []).filter((restriction) => restriction.crown === null || restriction.crown === crown)
}

/** Why a cat may not be taken, in plain words; null when every restriction allows it. */
export function refusal(restrictions: readonly StageRestriction[], cat: RuleCat): string | null {
  for (const restriction of restrictions) {
    if (restriction.rarities && !restriction.rarities.includes(cat.rarity)) return `${RARITY_NAMES[cat.rarity] ?? `Rarity ${cat.rarity}`} cats are not allowed`
    if (restriction.minCost !== null && cat.cost < restriction.minCost) return `costs ${cat.cost}¢, under the ${restriction.minCost}¢ minimum`
    if (restriction.maxCost !== null && cat.cost > restriction.maxCost) return `costs ${cat.cost}¢, over the ${restriction.maxCost}¢ maximum`
    if (restriction.group) {
      const listed = restriction.group.unitIds.includes(cat.unitId)
      if (restriction.group.mode === 'only' && !listed) return 'not one of the cats this stage allows'
      if (restriction.group.mode === 'not' && listed) return 'one of the cats this stage bans'
    }
  }
  return null
}

/** Slots a team may fill: five when a restriction allows the first row only, else ten. */
export function teamSlots(restrictions: readonly StageRestriction[]): number {
  return restrictions.some((restriction) => restriction.rows === 1) ? 5 : 10
}

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** A battle cost or a money amount as the game writes it: "4,000¢". */
export const money = (value: number) => `${value.toLocaleString('en-US')}¢`

/** One restriction in plain words, one sentence per rule; `unitName` names a cat group's members. */
export function describeRestriction(restriction: StageRestriction, unitName: (unitId: number) => string): string[] {
  const words: string[] = []
  if (restriction.rarities) words.push(`Only ${listed(restriction.rarities.map((rarity) => RARITY_NAMES[rarity] ?? `rarity ${rarity}`))} cats.`)
  if (restriction.deployLimit !== null) words.push(`At most ${restriction.deployLimit} cats deployed in the battle.`)
  if (restriction.rows !== null) words.push(restriction.rows === 1 ? 'Cats from the first row only.' : `Cats from the first ${restriction.rows} rows only.`)
  if (restriction.minCost !== null) words.push(`Only cats costing ${money(restriction.minCost)} or more.`)
  if (restriction.maxCost !== null) words.push(`Only cats costing ${money(restriction.maxCost)} or less.`)
  if (restriction.group) {
    const names = listed(restriction.group.unitIds.map(unitName))
    words.push(restriction.group.mode === 'only' ? `Only these cats: ${names}.` : `These cats cannot be used: ${names}.`)
  }
  return words
}

/** A special rule (SpecialRulesMap.json) in plain words. */
export function describeSpecialRule(rule: SpecialRule): string {
  const [first = 0] = rule.parameters
  switch (rule.kind) {
    case 'startingMoney':
      return `Special rule: the battle starts with ${money(first)}.`
    case 'cooldownEquality':
      return `Special rule: every cat's cooldown is ${(first / 30).toFixed(1)} s (${first} frames).`
    case 'rarityLimit':
      return `Special rule: a limit per rarity (${rule.parameters.map((value, rarity) => `${RARITY_NAMES[rarity] ?? rarity} ${value}`).join(', ')}).`
    case 'cheapLabor':
      return `Special rule: every cat costs ${money(first)}.`
    case 'rarityCostOrCooldown':
      return `Special rule: cost or cooldown by rarity, in % of the usual (${rule.parameters.map((value, rarity) => `${RARITY_NAMES[rarity] ?? rarity} ${value}%`).join(', ')}); the files do not say which of the two.`
    case 'deployLimit':
      return `Special rule: at most ${first} cats deployed in the battle.`
    case 'unknown':
      return `Special rule ${rule.type} (${rule.parameters.join(', ')}): not read by the app.`
  }
}

/** The stage's rules at a crown in plain words, and what could not be read. */
export function describeStageRules(rules: StageRules | undefined, crown: number, unitName: (unitId: number) => string): { rules: string[]; unread: string[] } {
  const words = restrictionsAtCrown(rules, crown).flatMap((restriction) => describeRestriction(restriction, unitName))
  for (const rule of rules?.special ?? []) if (rule.kind !== 'unknown') words.push(describeSpecialRule(rule))
  return { rules: [...new Set(words)], unread: rules?.unread ?? [] }
}
