import type { ImportedBundle } from '../src/browser-db/bundle.ts'
import type { Cat } from '../src/domain/game-data/model.ts'
import type { OrbCatalog } from '../src/domain/orbs.ts'
import type { UpgradeCosts } from '../src/domain/game-data/upgrade-costs.ts'
import { bestNextUpgrades, catPlanCost, type PlannerEntry, type PlannerSpend, type TargetLevel, type UpgradeStep } from '../src/domain/planner/plan.ts'
import { addCosts, NO_COST, type ResourceTotals } from '../src/domain/planner/upgrade-cost.ts'
import { prepareCat } from '../src/domain/stats/prepare.ts'

export type PlanOptions = { target: TargetLevel; spend: PlannerSpend; limit?: number }

type MaterialLine = { itemId: number; name: string; amount: number }
type CostRecord = { xp: number; np: number; materials: MaterialLine[] }

export type ListPlanRecord = {
  id: string
  name: string
  cats: number
  /** saved unit ids the data set or the cost tables do not know: left out of the sums */
  unknownUnitIds: number[]
  totals: CostRecord
  bestNextUpgrades: (Pick<UpgradeStep, 'kind' | 'before' | 'after' | 'gain'> & {
    unitId: number
    name: string
    step: string
    cost: CostRecord
    gainPerCost: number | null
  })[]
}

/**
 * The list page's upgrade plan for every list of an export: the cost from the
 * saved levels to the target by resource, and the best next upgrades by true
 * DPS at the file's account treasures (maxed when it has none), as the page counts them.
 */
export function planBundle(bundle: ImportedBundle, cats: readonly Cat[], orbs: OrbCatalog, costs: UpgradeCosts, options: PlanOptions): ListPlanRecord[] {
  const catsById = new Map(cats.map((cat) => [cat.id, cat]))
  const costsById = new Map(costs.cats.map((cat) => [cat.id, cat]))
  const account = bundle.account?.treasures ?? null
  const materialsOf = (totals: ResourceTotals): MaterialLine[] =>
    [...totals.materials].sort(([a], [b]) => a - b).map(([itemId, amount]) => ({ itemId, name: costs.materials[String(itemId)] ?? `item ${itemId}`, amount }))
  const record = (totals: ResourceTotals): CostRecord => ({ xp: totals.xp, np: totals.np, materials: materialsOf(totals) })

  return bundle.lists.map((list) => {
    const saved = bundle.cats.filter((cat) => cat.listId === list.id)
    const unknownUnitIds: number[] = []
    const entries: PlannerEntry[] = saved.flatMap((cat) => {
      const unit = catsById.get(cat.unitId)
      const catCosts = costsById.get(cat.unitId)
      if (!unit || !catCosts) {
        unknownUnitIds.push(cat.unitId)
        return []
      }
      return [{ prepared: prepareCat(unit, orbs), costs: catCosts, saved: cat }]
    })
    const totals = addCosts(NO_COST, ...entries.map((entry) => catPlanCost(entry.prepared.cat, entry.costs, entry.saved, options.target).total))
    const steps = bestNextUpgrades(entries, { measure: 'trueDps', spend: options.spend, account, limit: options.limit })
    return {
      id: list.id,
      name: list.name,
      cats: saved.length,
      unknownUnitIds,
      totals: record(totals),
      bestNextUpgrades: steps.map((step) => {
        const entry = entries[step.entry]!
        const { cat } = entry.prepared
        const form = cat.forms.find((candidate) => candidate.formIndex === entry.saved.formIndex) ?? cat.forms[0]
        return {
          unitId: cat.id,
          name: form?.name ?? `Cat ${cat.id}`,
          kind: step.kind,
          step: stepText(step, entry),
          cost: record(step.cost),
          before: step.before,
          after: step.after,
          gain: step.gain,
          // JSON has no Infinity: a step that spends none of the resource (an evolution by catfruit alone) ranks first, as null.
          gainPerCost: Number.isFinite(step.gainPerCost) ? step.gainPerCost : null,
        }
      }),
    }
  })
}

function stepText(step: UpgradeStep, entry: PlannerEntry): string {
  if (step.kind === 'levels') return `level ${entry.saved.level} → ${step.toLevel}`
  if (step.kind === 'evolution') return step.formIndex === 2 ? 'evolve to true form' : 'evolve to ultra form'
  const talent = entry.prepared.cat.talents[step.talentIndex]
  return `${talent?.name ?? 'talent'} to level ${step.toLevel}`
}
