import { startTransition, useEffect, useState } from 'react'
import type { PlannerEntry, PlannerOptions, UpgradeStep } from '../../domain/planner/plan.ts'
import { yieldToBackground } from '../../queries/yield-to-main.ts'
import { bestNextUpgradesInSlices } from './best-upgrades-in-slices.ts'

/** Slices of this many cats: a few milliseconds each once the engine is compiled, 10–15 ms on the page's first run. */
const PLAN_SLICE = 20

export type WorkedOutUpgrades = { entries: readonly PlannerEntry[]; options: PlannerOptions; steps: readonly UpgradeStep[] }

const STALE = Symbol('stale plan')

/**
 * The best next upgrades of a list, worked out after the render a slice of cats at a time, behind
 * input and painting: in the render, a list of 760 cats held the page 60–110 ms longer. Returns the last
 * ones worked out, `current` false while the list or the options have changed since (null before
 * the first); a computation such a change made stale stops at its next slice. Null options: none
 * to work out.
 */
export function useBestNextUpgrades(entries: readonly PlannerEntry[], options: PlannerOptions | null): (WorkedOutUpgrades & { current: boolean }) | null {
  const [done, setDone] = useState<WorkedOutUpgrades | null>(null)
  const [, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (options === null) return
    let stale = false
    const yieldControl = async () => {
      await yieldToBackground()
      if (stale) throw STALE
    }
    const workOut = async () => {
      // The first slice waits too: effects may run in the task that rendered the page.
      await yieldControl()
      const steps = await bestNextUpgradesInSlices(entries, options, yieldControl, PLAN_SLICE)
      if (!stale) startTransition(() => setDone({ entries, options, steps }))
    }
    workOut().catch((error: unknown) => {
      if (error === STALE || stale) return
      // Thrown while rendering, the failure reaches the page's error boundary, as when the plan was worked out there.
      setFailure(() => {
        throw error
      })
    })
    return () => {
      stale = true
    }
  }, [entries, options])
  return done && { ...done, current: done.entries === entries && done.options === options }
}
