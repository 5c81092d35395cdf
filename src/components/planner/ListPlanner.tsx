import { useCallback, useId, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { SavedCat } from '../../browser-db/index.ts'
import type { CatCosts } from '../../domain/game-data/upgrade-costs.ts'
import { DEFAULT_MAGNIFICATION, MAX_MAGNIFICATION, MIN_MAGNIFICATION } from '../../domain/enemies/enemy-link.ts'
import {
  catPlanCost,
  NO_KILL_SECONDS,
  PLANNER_MEASURES,
  PLANNER_SPENDS,
  type PlannerEntry,
  type PlannerMeasure,
  type PlannerOptions,
  type PlannerSpend,
  type TargetLevel,
  type UpgradeStep,
} from '../../domain/planner/plan.ts'
import { addCosts, missingFor, NO_COST, type ResourceTotals } from '../../domain/planner/upgrade-cost.ts'
import type { AccountTreasures, OwnedResources } from '../../domain/settings/account.ts'
import { useAccountOwned } from '../../browser/account-store.ts'
import type { TargetSetting } from '../../domain/settings/settings.ts'
import { enemyListHashQuery, enemyListQuery } from '../../queries/enemies.ts'
import { stageQuery } from '../../queries/stages.ts'
import { stageEnemies } from '../../domain/stage/counters.ts'
import { StageBossPicker, type PickedStage } from './StageBossPicker'
import { EnemyTargetSearch } from '../unit/EnemyTargetSearch'
import { NumberField } from '../ui/NumberField'
import { formatDecimal, formatInteger } from '../../text/format.ts'
import { allUnitCostsQuery } from '../../queries/costs.ts'
import { useOffline } from '../ui/use-offline.ts'
import type { ListUnits } from '../lists/use-list-units.ts'
import { materialText } from './material-text.ts'
import { useBestNextUpgrades } from './use-best-next-upgrades.ts'

const MEASURE_LABELS: Record<PlannerMeasure, string> = { trueDps: 'True DPS', effectiveHp: 'Effective HP', timeToKill: 'Time to kill' }
const GAIN_LABELS: Record<PlannerMeasure, string> = { trueDps: 'true DPS', effectiveHp: 'effective HP', timeToKill: 'seconds of time to kill' }
const SPEND_LABELS: Record<PlannerSpend, string> = { xp: 'XP (levels, evolutions)', np: 'NP (talents)' }
const BEST_STEPS = 20

type Props = { cats: readonly SavedCat[]; units: ListUnits; treasures: AccountTreasures | null }

/** The list's cost from its saved levels to a target, by resource, and the upgrades that raise a measure most per XP or NP. */
export function ListPlanner({ cats, units, treasures }: Props) {
  const [target, setTarget] = useState<TargetLevel>('max')
  const [measure, setMeasure] = useState<PlannerMeasure>('trueDps')
  const [spend, setSpend] = useState<PlannerSpend>('xp')
  const [foeId, setFoeId] = useState<number | null>(null)
  const [magnification, setMagnification] = useState(DEFAULT_MAGNIFICATION)
  const [against, setAgainst] = useState<'enemy' | 'stage'>('enemy')
  const [stage, setStage] = useState<PickedStage | null>(null)
  const byKill = measure === 'timeToKill'
  const byStage = byKill && against === 'stage'
  const stageData = useQuery({ ...stageQuery(stage?.mapId ?? '', stage?.stageId ?? 0), enabled: byStage && stage !== null }).data
  // The enemy records come with the enemy list (the enemy pages' own file), only once time to kill is chosen.
  const enemyHash = useQuery({ ...enemyListHashQuery(), enabled: byKill }).data?.hash
  const enemyList = useQuery({ ...enemyListQuery(enemyHash ?? ''), enabled: byKill && enemyHash !== undefined }).data
  // A stage's boss: its lead enemy (the boss, else the most HP) at the stage's magnification, as the stage's counters rank.
  const stageLead = useMemo(() => {
    if (!byStage || !stageData?.found || !enemyList) return undefined
    const byId = new Map(enemyList.enemies.map((enemy) => [enemy.id, enemy]))
    const lead = stageEnemies(stageData.stage, byId)[0]
    const enemy = lead && byId.get(lead.enemyId)
    return lead && enemy ? { enemy, magnification: { magnification: lead.hpMagnification, attackMagnification: lead.attackMagnification } } : undefined
  }, [byStage, stageData, enemyList])
  const chosenEnemy = foeId === null ? undefined : enemyList?.enemies.find((enemy) => enemy.id === foeId)
  const foe = useMemo(
    () => (byStage ? stageLead : chosenEnemy ? { enemy: chosenEnemy, magnification: { magnification, attackMagnification: magnification } } : undefined),
    [byStage, stageLead, chosenEnemy, magnification],
  )
  const foeEnemy = foe?.enemy
  const costs = useQuery(allUnitCostsQuery())
  const offline = useOffline()
  const owned = useAccountOwned()
  const ids = useId()
  const pickFoe = useCallback((target: TargetSetting) => {
    if (typeof target === 'object' && 'enemyId' in target) setFoeId(target.enemyId)
  }, [])

  const entries = useMemo((): PlannerEntry[] => {
    const byId = new Map<number, CatCosts>((costs.data?.cats ?? []).map((cat) => [cat.id, cat]))
    return cats.flatMap((saved) => {
      const unit = units.get(saved.unitId)
      const catCosts = byId.get(saved.unitId)
      if (unit.state !== 'ready' || !unit.prepared || !catCosts) return []
      return [{ prepared: unit.prepared, costs: catCosts, saved }]
    })
  }, [cats, units, costs.data])

  const totals = useMemo(
    () => addCosts(NO_COST, ...entries.map((entry) => catPlanCost(entry.prepared.cat, entry.costs, entry.saved, target).total)),
    [entries, target],
  )
  const options = useMemo((): PlannerOptions | null => {
    if (measure === 'timeToKill' && !foe) return null
    return { measure, spend, account: treasures, foe, limit: BEST_STEPS }
  }, [measure, spend, treasures, foe])
  const best = useBestNextUpgrades(entries, options)

  if (costs.isError)
    return (
      <p className="text-sm text-muted">
        {offline ? 'You are offline: the upgrade costs load once you are back online.' : 'The upgrade costs could not be loaded.'}
      </p>
    )
  const materials = costs.data?.materials ?? {}

  return (
    <section aria-labelledby={`${ids}-title`} className="card mt-6 p-4 sm:p-5" data-testid="list-planner">
      <h2 id={`${ids}-title`} className="text-lg font-black">
        Upgrade plan
      </h2>
      {costs.isPending || !units.settled ? (
        <p className="mt-2 text-sm text-muted">Loading the costs…</p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end gap-3 text-sm">
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Target level</span>
              <select
                className="input"
                value={target === 'max' ? 'max' : String(target)}
                onChange={(event) => setTarget(event.target.value === 'max' ? 'max' : Number(event.target.value))}
                data-testid="planner-target"
              >
                <option value="max">Max</option>
                {[10, 20, 30, 40, 50, 60].map((level) => (
                  <option key={level} value={level}>
                    Level {level}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Totals totals={totals} materials={materials} target={target} counted={entries.length} owned={owned} />
          <h3 className="mt-5 font-bold">Best next upgrades</h3>
          <div className="mt-2 flex flex-wrap items-end gap-3 text-sm">
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Raise</span>
              <select className="input" value={measure} onChange={(event) => setMeasure(event.target.value as PlannerMeasure)} data-testid="planner-measure">
                {PLANNER_MEASURES.map((value) => (
                  <option key={value} value={value}>
                    {MEASURE_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Spending</span>
              <select className="input" value={spend} onChange={(event) => setSpend(event.target.value as PlannerSpend)} data-testid="planner-spend">
                {PLANNER_SPENDS.map((value) => (
                  <option key={value} value={value}>
                    {SPEND_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {byKill ? (
            <div className="mt-3 flex flex-wrap items-end gap-3 text-sm">
              <label className="flex flex-col gap-1">
                <span className="font-semibold">Against</span>
                <select
                  className="input"
                  value={against}
                  onChange={(event) => setAgainst(event.target.value === 'stage' ? 'stage' : 'enemy')}
                  data-testid="planner-against"
                >
                  <option value="enemy">An enemy</option>
                  <option value="stage">A stage’s boss</option>
                </select>
              </label>
              {byStage ? (
                <StageBossPicker picked={stage} onPick={setStage} />
              ) : (
                <>
                  <label className="flex min-w-0 flex-col gap-1">
                    <span className="font-semibold">Enemy</span>
                    <EnemyTargetSearch enemyName={foeEnemy?.name ?? null} onPick={pickFoe} placeholder="Search a game enemy" testId="planner-enemy" />
                  </label>
                  <NumberField
                    label="Magnification"
                    suffix="%"
                    value={magnification}
                    min={MIN_MAGNIFICATION}
                    max={MAX_MAGNIFICATION}
                    onCommit={setMagnification}
                    testId="planner-magnification"
                  />
                </>
              )}
            </div>
          ) : null}
          <p className="mt-2 text-xs text-muted">
            {byKill
              ? `Each step is ranked by the seconds it takes off the time to kill ${foe ? `${foe.enemy.name}${byStage ? ` (the stage’s lead enemy, at ${foe.magnification.magnification}%)` : ''}` : 'the enemy'} per ${spend === 'xp' ? 'XP' : 'NP'}, as the enemy page's counters count it, at your saved levels and account treasures.`
              : `Each step is ranked by the ${GAIN_LABELS[measure]} it adds per ${spend === 'xp' ? 'XP' : 'NP'}, counted at your saved levels and account treasures.`}
          </p>
          {byKill && !foeEnemy ? (
            <p className="mt-2 text-sm text-muted" data-testid="planner-enemy-needed">
              {(byStage ? stage !== null && (!stageData || !enemyList) : foeId !== null && !enemyList)
                ? 'Loading the enemy…'
                : byStage
                  ? 'Choose a stage to rank the upgrades by how much faster each cat kills its boss.'
                  : 'Choose an enemy to rank the upgrades by how much faster each cat kills it.'}
            </p>
          ) : (
            <>
              {best?.current ? null : (
                <p className="mt-2 text-sm text-muted" role="status" data-testid="planner-working">
                  Working out the best next upgrades…
                </p>
              )}
              {/* The last ranking stays, dimmed, while the next is worked out: the page does not jump on every change. */}
              {best ? (
                <BestSteps
                  steps={best.steps}
                  entries={best.entries}
                  materials={materials}
                  measure={best.options.measure}
                  spend={best.options.spend}
                  owned={owned}
                  stale={!best.current}
                />
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  )
}

function Totals({
  totals,
  materials,
  target,
  counted,
  owned,
}: {
  totals: ResourceTotals
  materials: Record<string, string>
  target: TargetLevel
  counted: number
  owned: OwnedResources | null
}) {
  const materialLines = [...totals.materials].sort(([a], [b]) => a - b)
  return (
    <div className="mt-3 text-sm" data-testid="planner-totals">
      <p className="text-muted">
        From the saved levels of {counted} {counted === 1 ? 'cat' : 'cats'} to{' '}
        {target === 'max' ? 'max level, every evolution and every talent' : `level ${target}`}:
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 tabular-nums">
        <li>
          <span className="font-semibold" data-testid="planner-total-xp">
            {formatInteger(totals.xp)}
          </span>{' '}
          XP
        </li>
        <li>
          <span className="font-semibold" data-testid="planner-total-np">
            {formatInteger(totals.np)}
          </span>{' '}
          NP
        </li>
        {materialLines.map(([itemId, amount]) => (
          <li key={itemId}>{materialText({ itemId, amount }, materials)}</li>
        ))}
      </ul>
      {owned ? <Affordability cost={totals} owned={owned} materials={materials} testId="planner-total-missing" className="mt-1 block" /> : null}
    </div>
  )
}

/** Against what the account owns: affordable now, or what is missing, resource by resource. */
function Affordability({
  cost,
  owned,
  materials,
  testId,
  className,
}: {
  cost: ResourceTotals
  owned: OwnedResources
  materials: Record<string, string>
  testId: string
  className: string
}) {
  const { affordable, missing } = missingFor(cost, owned)
  return (
    <span className={`${className} ${affordable ? 'font-semibold text-success' : 'text-danger'}`} data-testid={testId}>
      {affordable ? 'Affordable now' : `Missing: ${costParts(missing, materials).join(', ')}`}
    </span>
  )
}

function costParts(cost: ResourceTotals, materials: Record<string, string>): string[] {
  return [
    cost.xp > 0 ? `${formatInteger(cost.xp)} XP` : null,
    cost.np > 0 ? `${formatInteger(cost.np)} NP` : null,
    ...[...cost.materials].map(([itemId, amount]) => materialText({ itemId, amount }, materials)),
  ].filter((part) => part !== null)
}

function BestSteps({
  steps,
  entries,
  materials,
  measure,
  spend,
  owned,
  stale,
}: {
  steps: readonly UpgradeStep[]
  entries: readonly PlannerEntry[]
  materials: Record<string, string>
  measure: PlannerMeasure
  spend: PlannerSpend
  owned: OwnedResources | null
  /** an earlier ranking, shown while the current one is worked out */
  stale: boolean
}) {
  if (steps.length === 0) {
    if (stale) return null
    const none =
      measure === 'timeToKill'
        ? 'No step makes a cat of this list kill it faster.'
        : spend === 'np'
          ? 'No talent step raises this measure (talents need a true form).'
          : 'No level or evolution step is left.'
    return <p className="mt-2 text-sm text-muted">{none}</p>
  }
  return (
    <ol className={`mt-2 flex flex-col divide-y divide-line text-sm ${stale ? 'opacity-60' : ''}`} aria-busy={stale} data-testid="best-upgrades">
      {steps.map((step) => {
        const entry = entries[step.entry]!
        const { cat } = entry.prepared
        const form = cat.forms.find((candidate) => candidate.formIndex === entry.saved.formIndex) ?? cat.forms[0]
        const cost = costParts(step.cost, materials)
        return (
          <li
            key={`${step.entry}-${stepKey(step)}`}
            className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            data-testid="best-upgrade"
          >
            <span className="min-w-0">
              <span className="font-semibold">{form?.name ?? `Cat ${cat.id}`}</span> <span>{stepText(step, entry)}</span>
              {owned ? <Affordability cost={step.cost} owned={owned} materials={materials} testId="best-upgrade-missing" className="block text-xs" /> : null}
            </span>
            {/* Wraps beside the step on a mid-size screen: an evolution's materials make a long line that once pushed the page sideways. */}
            <span className="min-w-0 tabular-nums text-muted sm:max-w-[60%] sm:text-right">
              {cost.join(', ') || 'free'} ·{' '}
              {measure === 'timeToKill' ? (
                <>
                  <span className="font-semibold text-text">−{formatDecimal(step.gain)} s</span> to kill (
                  {step.before >= NO_KILL_SECONDS ? 'cannot kill yet' : `${formatDecimal(step.before)} s`} → {formatDecimal(step.after)} s)
                </>
              ) : (
                <>
                  <span className="font-semibold text-text">+{formatDecimal(step.gain)}</span> {GAIN_LABELS[measure]}
                  {step.before > 0 ? ` (+${formatDecimal((step.gain / step.before) * 100)}%)` : ''}
                </>
              )}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

function stepKey(step: UpgradeStep): string {
  if (step.kind === 'levels') return `levels-${step.toLevel}`
  if (step.kind === 'evolution') return `evolution-${step.formIndex}`
  return `talent-${step.talentIndex}-${step.toLevel}`
}

function stepText(step: UpgradeStep, entry: PlannerEntry): string {
  if (step.kind === 'levels') return `level ${entry.saved.level} → ${step.toLevel}`
  if (step.kind === 'evolution') return step.formIndex === 2 ? 'evolve to true form' : 'evolve to ultra form'
  const talent = entry.prepared.cat.talents[step.talentIndex]
  return `${talent?.name ?? 'talent'} to level ${step.toLevel}`
}
