import { catUpgradeSteps, rankUpgradeSteps, type PlannerEntry, type PlannerOptions, type UpgradeStep } from '../../domain/planner/plan.ts'
import { mapInSlices, type YieldControl } from '../../domain/slices.ts'

/** bestNextUpgrades with each cat's steps worked out a slice of cats at a time (see mapInSlices): the same steps, with control handed back in between. */
export async function bestNextUpgradesInSlices(
  entries: readonly PlannerEntry[],
  options: PlannerOptions,
  yieldControl: YieldControl,
  sliceSize = 40,
): Promise<UpgradeStep[]> {
  const indexed = entries.map((entry, index) => ({ entry, index }))
  const steps = await mapInSlices(indexed, ({ entry, index }) => catUpgradeSteps(entry, index, options), yieldControl, sliceSize)
  return rankUpgradeSteps(steps.flat(), options.limit)
}
