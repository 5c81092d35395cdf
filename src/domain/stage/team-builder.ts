import { TRAIT_LABELS } from '../ability-vocabulary.ts'
import type { ListedCombo } from '../combos/combo-list.ts'
import { comboTotals } from '../combos/lineup.ts'
import type { ComboEffects } from '../settings/settings.ts'
import type { StageRestriction } from '../game-data/stage-rules.ts'
import type { Trait } from '../game-data/vocabulary.ts'
import type { Control } from './control.ts'
import type { CounterRow, StageCounters } from './counters.ts'
import { money, refusal, teamSlots } from './stage-rules.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import type { BattleMoney } from './battle-money.ts'
import type { TeamPreference } from './team-choices.ts'

/**
 * Team builder (issue #45): up to ten forms, one per cat, from the stage ranking's rows (the
 * counters engine's numbers, so the page, the API and this agree), never breaking the stage's
 * rules. One greedy pass over rows already sorted by time to kill the boss — fast enough for a
 * thousand-cat list, not an optimum (docs/mechanics-notes.md "Team builder" says what is scored and why):
 *  0. the cats the player locked in (their best allowed form), and never a cat left out, nor one
 *     that costs more than the battle's wallet holds (the budget, battle-money.ts);
 *  1. the fastest boss killer;
 *  2. range: when no pick yet stands out of the boss's reach, the fastest killer that does;
 *  3. per trait of the stage's enemies, the best-ranked allowed cat that targets it;
 *  3b. control: when no pick does it yet, the cat that freezes, slows or weakens the boss the
 *     largest share of the time (or knocks it back most often), at least MIN_CONTROL_UPTIME;
 *  4. a meat shield: of the cats back within MEAT_SHIELD_COOLDOWN_SECONDS, the most boss hits
 *     survived per cost;
 *  5. a combo completed in the first row when a picked cat is a member and at most two more
 *     allowed cats finish it (the first row's combos are the only active ones);
 *  6. the next fastest boss killers until the slots are full.
 * The player may shift this (TEAM_PREFERENCES): cheaper, more range, more shields.
 * The first row takes combo members first, then picks in order; the rest go to the second row.
 */

export type TeamPick = {
  unitId: number
  formIndex: number
  name: string
  /** 1 = the first row (its combos count), 2 = the second */
  row: 1 | 2
  cost: number
  bossSeconds: number
  /** one line: the number behind the pick */
  reason: string
  /** the ranking's candidate index of the row */
  candidate: number
}

export type Team = {
  picks: TeamPick[]
  /** 5 when the stage allows the first row only */
  slots: 5 | 10
  /** combos the first row completes */
  combos: ListedCombo[]
  /** what the team still lacks, in plain words */
  lacking: string[]
  /** candidates the stage's rules kept out */
  refused: number
  /** battle cost of each row */
  costByRow: [number, number]
  /** the budget the team was built for, and what it makes of each row: seconds of income to pay for it */
  money: (BattleMoney & { secondsByRow: [number, number] }) | null
  /** allowed cats that cost more than the wallet holds, so never deployed */
  overWallet: number
  /**
   * Seconds the whole team takes to kill each stage enemy (same order as the enemies), every
   * attacker in range at once: their kill rates add up (1 / Σ 1/tᵢ). Infinity when no pick kills it.
   */
  together: { name: string; seconds: number }[]
}

export type TeamInput = {
  counters: Pick<StageCounters, 'enemies' | 'bossIndex' | 'rows' | 'bossReach'>
  /** a row's cat rarity (0 Normal … 5 Legend Rare) */
  rarityOf: (row: CounterRow) => number
  restrictions: readonly StageRestriction[]
  combos?: readonly ListedCombo[]
  /** the player's choices, by unit id: cats locked in (taken first) and cats left out (never taken) */
  locked?: readonly number[]
  leftOut?: readonly number[]
  /** the player's shift of the objective (TEAM_PREFERENCES); balanced when absent */
  prefer?: TeamPreference
  /** a row's seconds to kill the boss with these combo effects on (absent: the combo's effect is not counted) */
  comboSeconds?: (row: CounterRow, effects: ComboEffects) => number
  /** the battle's money (absent: no budget): a cat dearer than the wallet is never picked */
  money?: BattleMoney
}

/** How many out-rangers (`range`) or meat shields (`shields`) a shifted team takes. */
const PREFERRED_ROLE_COUNT = 3

/** Seconds with one decimal, as a pick's reason shows them; two under a tenth, where one would read "0.0 s". */
export function reasonSeconds(seconds: number): string {
  return `${seconds.toFixed(seconds < 0.095 ? 2 : 1)} s`
}

type Chosen = { row: CounterRow; reason: string; combo: boolean }

const COMBO_ADDITIONS = 2
/** "Close choices": a team with a combo may be this much slower on the boss than one without, and still win. */
export const COMBO_MARGIN = 0.1
/** A meat shield is sent again and again: one that takes longer than this to come back is not one. */
export const MEAT_SHIELD_COOLDOWN_SECONDS = 10

/** Control worth a slot: the boss frozen, slowed or weakened a fifth of the time, or knocked back by a fifth of the attacks. */
export const MIN_CONTROL_UPTIME = 0.2

/** A kill takes a frame at the least, however many cats share it. */
const ONE_FRAME_SECONDS = 1 / FRAMES_PER_SECOND

/** Seconds the picks take together on each enemy: kill rates add up, as if all attack at once. */
export function teamSeconds(picks: readonly Pick<CounterRow, 'secondsToKill'>[], enemies: number): number[] {
  return Array.from({ length: enemies }, (_, index) => {
    const rate = picks.reduce((sum, pick) => {
      const seconds = pick.secondsToKill[index] ?? Infinity
      return Number.isFinite(seconds) && seconds > 0 ? sum + 1 / seconds : sum
    }, 0)
    return rate > 0 ? Math.max(1 / rate, ONE_FRAME_SECONDS) : Infinity
  })
}

export function buildTeam({
  counters,
  rarityOf,
  restrictions,
  combos = [],
  locked = [],
  leftOut = [],
  prefer = 'balanced',
  comboSeconds,
  money: battle,
}: TeamInput): Team {
  const slots = teamSlots(restrictions) as 5 | 10
  const boss = counters.enemies[counters.bossIndex]
  const allowed: CounterRow[] = []
  const seenUnits = new Set<number>(leftOut)
  const overWalletUnits = new Set<number>()
  let refused = 0
  for (const row of counters.rows) {
    if (seenUnits.has(row.unitId)) continue
    if (refusal(restrictions, { unitId: row.unitId, rarity: rarityOf(row), cost: row.cost }) !== null) {
      refused++
      continue
    }
    if (battle && row.cost > battle.wallet) {
      overWalletUnits.add(row.unitId)
      continue
    }
    // One form per cat: the row list is best first, so the first form of a cat is its best.
    if (seenUnits.has(row.unitId)) continue
    seenUnits.add(row.unitId)
    allowed.push(row)
  }
  const chosen: Chosen[] = []
  const taken = (unitId: number) => chosen.some((pick) => pick.row.unitId === unitId)
  const take = (row: CounterRow, reason: string, combo = false) => {
    if (chosen.length < slots && !taken(row.unitId)) chosen.push({ row, reason, combo })
  }
  const lacking: string[] = []
  // A cat with a form the wallet pays for is not over it.
  for (const row of allowed) overWalletUnits.delete(row.unitId)
  const budget = (costByRow: [number, number]): Team['money'] =>
    battle ? { ...battle, secondsByRow: [costByRow[0] / battle.perSecond, costByRow[1] / battle.perSecond] } : null
  if (!boss)
    return {
      picks: [],
      slots,
      combos: [],
      lacking: ['This stage lists no enemies to plan for.'],
      refused,
      costByRow: [0, 0],
      money: budget([0, 0]),
      overWallet: overWalletUnits.size,
      together: [],
    }

  for (const unitId of locked) {
    const row = allowed.find((candidate) => candidate.unitId === unitId)
    if (!row) {
      const name = counters.rows.find((candidate) => candidate.unitId === unitId)?.name
      if (name && !leftOut.includes(unitId))
        lacking.push(
          overWalletUnits.has(unitId) && battle
            ? `${name} is locked in, but it costs more than the wallet holds at Worker Cat level ${battle.workerLevel} (${money(battle.wallet)}).`
            : `${name} is locked in, but the stage’s rules keep it out.`,
        )
      continue
    }
    take(
      row,
      Number.isFinite(row.bossSeconds)
        ? `Locked in: kills ${boss.name} in ${reasonSeconds(row.bossSeconds)}`
        : `Locked in: does not kill ${boss.name} within 10 minutes`,
    )
  }

  const reach = counters.bossReach ?? null
  const outranges = (row: CounterRow) => reach !== null && row.range > reach
  const byTime = allowed.filter((row) => Number.isFinite(row.bossSeconds))
  // Cheaper: the most true DPS on the boss per cost first (the ranking's "DPS / 100¢"), then the faster.
  const killers =
    prefer === 'cheaper'
      ? [...byTime].sort((a, b) => b.dpsPerCost - a.dpsPerCost || a.bossSeconds - b.bossSeconds)
      : prefer === 'range'
        ? [...byTime.filter(outranges), ...byTime.filter((row) => !outranges(row))]
        : byTime
  const perCost = (row: CounterRow) => `${Math.round(row.dpsPerCost).toLocaleString('en-US')} DPS per 100¢`
  const outRangeReason = (row: CounterRow) => `Out-ranges ${boss.name} by ${row.range - reach!}: kills it in ${reasonSeconds(row.bossSeconds)}`
  const first = prefer === 'cheaper' ? killers[0] : byTime[0]
  if (first && prefer === 'cheaper') take(first, `Most damage per cost on ${boss.name}: ${perCost(first)}, kills it in ${reasonSeconds(first.bossSeconds)}`)
  else if (first) take(first, `Fastest kill of ${boss.name}: ${reasonSeconds(first.bossSeconds)}`)
  else lacking.push(`Nothing here kills ${boss.name} within 10 minutes.`)

  if (reach !== null) {
    const wanted = prefer === 'range' ? PREFERRED_ROLE_COUNT : 1
    for (const outranger of byTime.filter((row) => outranges(row) && !taken(row.unitId))) {
      if (chosen.filter((pick) => outranges(pick.row)).length >= wanted) break
      take(outranger, outRangeReason(outranger))
    }
    if (!chosen.some((pick) => outranges(pick.row))) lacking.push(`Nothing here out-ranges ${boss.name} (its attack reaches ${reach}).`)
  }

  const traits = [...new Set(counters.enemies.flatMap((enemy) => enemy.traits))].filter((trait): trait is Exclude<Trait, 'traitless'> => trait !== 'traitless')
  for (const trait of traits) {
    if (chosen.some((pick) => pick.row.targetedTraits.includes(trait))) continue
    const enemyIndex = counters.enemies.findIndex((enemy) => enemy.traits.includes(trait))
    const enemy = counters.enemies[enemyIndex]!
    const best = allowed.find((row) => !taken(row.unitId) && row.targetedTraits.includes(trait) && Number.isFinite(row.secondsToKill[enemyIndex] ?? Infinity))
    if (!best) {
      lacking.push(`Nothing here targets ${TRAIT_LABELS[trait]} enemies (${enemy.name}).`)
      continue
    }
    take(best, `Covers ${TRAIT_LABELS[trait]}: kills ${enemy.name} in ${reasonSeconds(best.secondsToKill[enemyIndex]!)}`)
  }

  // Control: the boss held still (or knocked back) a good share of the time, unless a pick does it already.
  if (!chosen.some((pick) => (pick.row.control?.uptime ?? 0) >= MIN_CONTROL_UPTIME)) {
    let controller: CounterRow | null = null
    for (const row of allowed) {
      if (taken(row.unitId) || !row.control || row.control.uptime < MIN_CONTROL_UPTIME) continue
      if (!controller || row.control.uptime > controller.control!.uptime) controller = row
    }
    if (controller) take(controller, controlReason(controller.control!, boss.name))
    else lacking.push(`Nothing here freezes, slows, weakens or knocks back ${boss.name} at least ${Math.round(MIN_CONTROL_UPTIME * 100)}% of the time.`)
  }

  // Hits survived are known only where the boss has its full record (the enemies engine).
  if (allowed.some((row) => row.hitsSurvived !== null)) {
    // Most hits per cost first; a stable sort keeps the ranking's order among equals.
    const shields = allowed
      .filter((row) => row.hitsSurvived !== null && row.hitsSurvived >= 1 && row.cooldownSeconds <= MEAT_SHIELD_COOLDOWN_SECONDS)
      .sort((a, b) => b.hitsSurvived! / Math.max(b.cost, 1) - a.hitsSurvived! / Math.max(a.cost, 1))
    let wanted = prefer === 'shields' ? PREFERRED_ROLE_COUNT : 1
    for (const shield of shields) {
      if (wanted === 0) break
      if (taken(shield.unitId)) continue
      take(shield, meatShieldReason(shield, boss.name))
      wanted--
    }
    if (shields.length === 0) lacking.push(`Nothing here survives a hit from ${boss.name} and is back within ${MEAT_SHIELD_COOLDOWN_SECONDS} s.`)
  }

  const fillerReason = (row: CounterRow) =>
    prefer === 'cheaper'
      ? `Kills ${boss.name} in ${reasonSeconds(row.bossSeconds)}, ${perCost(row)}`
      : prefer === 'range' && outranges(row)
        ? outRangeReason(row)
        : `Kills ${boss.name} in ${reasonSeconds(row.bossSeconds)}`
  // The next killers until the slots are full.
  const filled = (picks: Chosen[]): Chosen[] => {
    const team = [...picks]
    for (const row of killers) {
      if (team.length >= slots) break
      if (!team.some((pick) => pick.row.unitId === row.unitId)) team.push({ row, reason: fillerReason(row), combo: false })
    }
    return team
  }
  let final = filled(chosen)

  // A combo is taken when the team with it, its effect counted, kills the boss no more than
  // COMBO_MARGIN slower than the team without it: among close choices, the combo.
  const completed = completeCombo(
    combos,
    chosen.map((pick) => pick.row),
    allowed,
    slots - chosen.length,
  )
  if (completed) {
    const additions = completed.additions.map((row): Chosen => ({ row, reason: `Completes the combo “${completed.combo.name}” in the first row`, combo: true }))
    const withCombo = filled([...chosen.map((pick) => ({ ...pick, combo: completed.members.includes(pick.row) })), ...additions])
    const effects = comboTotals([completed.combo]).applied
    const withSeconds = teamSeconds(
      withCombo.map((pick) => ({ secondsToKill: [comboSeconds ? comboSeconds(pick.row, effects) : pick.row.bossSeconds] })),
      1,
    )[0]!
    const withoutSeconds = teamSeconds(
      final.map((pick) => ({ secondsToKill: [pick.row.bossSeconds] })),
      1,
    )[0]!
    if (withSeconds <= withoutSeconds * (1 + COMBO_MARGIN)) {
      if (comboSeconds && Number.isFinite(withSeconds) && reasonSeconds(withSeconds) !== reasonSeconds(withoutSeconds)) {
        for (const addition of additions)
          addition.reason += `: the team kills ${boss.name} in ${reasonSeconds(withSeconds)} with it, ${reasonSeconds(withoutSeconds)} without`
      }
      final = withCombo
    }
  }

  // Combo members first in the first row (only its combos count), then the picks in order.
  const ordered = [...final.filter((pick) => pick.combo), ...final.filter((pick) => !pick.combo)]
  const picks: TeamPick[] = ordered.map(({ row, reason }, index) => ({
    unitId: row.unitId,
    formIndex: row.formIndex,
    name: row.name,
    row: index < 5 ? 1 : 2,
    cost: row.cost,
    bossSeconds: row.bossSeconds,
    reason,
    candidate: row.candidate,
  }))
  const firstRow = picks.filter((pick) => pick.row === 1)
  const active = combos.filter((combo) =>
    combo.members.every((member) => firstRow.some((pick) => pick.unitId === member.unitId && pick.formIndex >= member.formIndex)),
  )
  const rowCost = (row: 1 | 2) => picks.reduce((sum, pick) => (pick.row === row ? sum + pick.cost : sum), 0)
  const costByRow: [number, number] = [rowCost(1), rowCost(2)]
  return {
    picks,
    slots,
    combos: active,
    lacking,
    refused,
    costByRow,
    money: budget(costByRow),
    overWallet: overWalletUnits.size,
    together: teamSeconds(
      ordered.map((pick) => pick.row),
      counters.enemies.length,
    ).map((seconds, index) => ({ name: counters.enemies[index]!.name, seconds })),
  }
}

const CONTROL_VERBS = { freeze: 'Freezes', slow: 'Slows', weaken: 'Weakens' } as const

function controlReason(control: Control, bossName: string): string {
  const percent = (share: number) => `${Math.round(share * 100)}%`
  const seconds = (frames: number) => `${(frames / FRAMES_PER_SECOND).toFixed(1)} s`
  const every = seconds(control.cycleFrames)
  if (control.kind === 'knockback') return `Knocks ${bossName} back with ${percent(control.uptime)} of its attacks (${control.chance}% a hit, every ${every})`
  return `${CONTROL_VERBS[control.kind]} ${bossName} ${percent(control.uptime)} of the time (${control.chance}% for ${seconds(control.durationFrames)}, every ${every})`
}

function meatShieldReason(row: CounterRow, bossName: string): string {
  const hits = row.hitsSurvived ?? 0
  const survives = Number.isFinite(hits)
    ? `${hits.toLocaleString('en-US')} ${hits === 1 ? 'hit' : 'hits'} from ${bossName}`
    : `takes no damage from ${bossName}`
  return `Meat shield: ${survives} per ${money(row.cost)}, ${row.cooldownSeconds.toFixed(1)} s cooldown`
}

/**
 * The combo with a picked member that the fewest allowed cats (at most two, and no more than the
 * free first-row slots) complete; ties by its value, then its id. Additions are each member's best
 * allowed row at the form the combo needs or later. Its members go to the first row (five at most).
 */
function completeCombo(
  combos: readonly ListedCombo[],
  picked: readonly CounterRow[],
  allowed: readonly CounterRow[],
  free: number,
): { combo: ListedCombo; members: CounterRow[]; additions: CounterRow[] } | null {
  let best: { combo: ListedCombo; members: CounterRow[]; additions: CounterRow[] } | null = null
  for (const combo of combos) {
    if (combo.members.length > 5) continue
    const members: CounterRow[] = []
    const additions: CounterRow[] = []
    let possible = true
    for (const member of combo.members) {
      const fits = (row: CounterRow) => row.unitId === member.unitId && row.formIndex >= member.formIndex
      const have = picked.find(fits)
      if (have) {
        members.push(have)
        continue
      }
      const row = allowed.find(fits)
      if (!row || picked.some((pick) => pick.unitId === member.unitId)) {
        possible = false
        break
      }
      additions.push(row)
    }
    if (!possible || members.length === 0 || additions.length === 0) continue
    if (additions.length > Math.min(COMBO_ADDITIONS, free) || members.length + additions.length > 5) continue
    if (!best || additions.length < best.additions.length || (additions.length === best.additions.length && combo.value > best.combo.value)) {
      best = { combo, members, additions }
    }
  }
  return best
}
