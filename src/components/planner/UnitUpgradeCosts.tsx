import { useQuery } from '@tanstack/react-query'
import type { Cat } from '../../domain/game-data/model.ts'
import type { CatCosts, EvolutionCost } from '../../domain/game-data/upgrade-costs.ts'
import { levelXp, talentMaxLevel, talentNp } from '../../domain/planner/upgrade-cost.ts'
import { formatInteger } from '../../text/format.ts'
import { unitCostsQuery } from '../../queries/costs.ts'
import { useOffline } from '../ui/use-offline.ts'
import { savedCatsQuery } from '../../queries/lists.ts'
import { materialText } from './material-text.ts'

type Props = {
  cat: Cat
  formIndex: number
  /** the base and plus level the page counts */
  level: { level: number; plusLevel: number }
  /** the saved list the page was opened from (its `levelList`, kept once the address drops it), if any */
  listId?: string
}

/** XP to the chosen level, each evolution's XP and materials, NP per talent level (mechanics notes, "Upgrade costs"). */
export function UnitUpgradeCosts({ cat, formIndex, level, listId }: Props) {
  const costs = useQuery(unitCostsQuery([cat.id]))
  const offline = useOffline()
  const savedCats = useQuery({ ...savedCatsQuery(listId ?? ''), enabled: listId !== undefined })
  if (costs.isPending && offline) return <p className="text-sm text-muted">You are offline: the upgrade costs load once you are back online.</p>
  if (costs.isPending) return <p className="text-sm text-muted">Loading the costs…</p>
  const catCosts = costs.data?.cats.find((candidate) => candidate.id === cat.id)
  if (!catCosts)
    return <p className="text-sm text-muted">{costs.isError ? 'The costs could not be loaded.' : 'The game files we hold have no costs for this cat.'}</p>
  const materials = costs.data?.materials ?? {}
  const saved =
    savedCats.data?.find((candidate) => candidate.unitId === cat.id && candidate.formIndex === formIndex) ??
    savedCats.data?.find((candidate) => candidate.unitId === cat.id)
  const fromSaved = saved && saved.level < level.level ? saved.level : null

  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="upgrade-costs">
      <div>
        <h3 className="font-bold">Levels</h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">Level 1 to {level.level}</dt>
          <dd className="font-semibold tabular-nums" data-testid="xp-from-1">
            {formatInteger(levelXp(catCosts, 1, level.level))} XP
          </dd>
          {fromSaved !== null ? (
            <>
              <dt className="text-muted">
                Saved level {fromSaved} to {level.level}
              </dt>
              <dd className="font-semibold tabular-nums" data-testid="xp-from-saved">
                {formatInteger(levelXp(catCosts, fromSaved, level.level))} XP
              </dd>
            </>
          ) : null}
          <dt className="text-muted">Level 1 to max ({cat.maxBaseLevel})</dt>
          <dd className="tabular-nums">{formatInteger(levelXp(catCosts, 1, cat.maxBaseLevel))} XP</dd>
        </dl>
        <p className="mt-1 text-xs text-muted">
          {level.plusLevel > 0 ? `The +${level.plusLevel} plus levels cost no XP: ` : 'Plus levels cost no XP: '}they come from duplicate cats and capsules.
        </p>
      </div>
      <Evolutions evolutions={catCosts.evolutions} materials={materials} cat={cat} />
      <Talents cat={cat} costs={catCosts} />
    </div>
  )
}

function Evolutions({ evolutions, materials, cat }: { evolutions: readonly EvolutionCost[]; materials: Record<string, string>; cat: Cat }) {
  const shown = evolutions.filter((evolution) => cat.forms.some((form) => form.formIndex === evolution.formIndex))
  if (shown.length === 0) return null
  return (
    <div>
      <h3 className="font-bold">Evolutions</h3>
      <ul className="mt-1 flex flex-col gap-1">
        {shown.map((evolution) => (
          <li key={evolution.formIndex} data-testid={`evolution-${evolution.formIndex}`}>
            <span className="font-semibold">{evolution.formIndex === 2 ? 'True form' : 'Ultra form'}: </span>
            {evolutionText(evolution, materials)}
          </li>
        ))}
      </ul>
    </div>
  )
}

function evolutionText(evolution: EvolutionCost, materials: Record<string, string>): string {
  if (evolution.automaticAtLevel !== null && evolution.level === null) return `reached at level ${evolution.automaticAtLevel} by levelling, no catfruit.`
  if (evolution.level === null) return 'from a stage or a drop, not with catfruit.'
  const parts = [`${formatInteger(evolution.xp)} XP`, ...evolution.materials.map((material) => materialText(material, materials))]
  return `from level ${evolution.level}: ${parts.join(', ')}.`
}

function Talents({ cat, costs }: { cat: Cat; costs: CatCosts }) {
  const rows = cat.talents.flatMap((talent) => {
    const cost = costs.talents.find((candidate) => candidate.slot === talent.slot)
    return cost ? [{ talent, cost }] : []
  })
  if (rows.length === 0) return null
  const total = (ultra: boolean) => rows.reduce((sum, { talent, cost }) => (talent.ultra && !ultra ? sum : sum + talentNp(cost, 0, talentMaxLevel(cost))), 0)
  const hasUltra = rows.some(({ talent }) => talent.ultra)
  return (
    <div>
      <h3 className="font-bold">Talents (NP)</h3>
      <div className="mt-1 overflow-x-auto">
        <table className="w-full text-left tabular-nums">
          <thead className="text-xs text-muted">
            <tr>
              <th className="py-1 pr-3 font-semibold">Talent</th>
              <th className="py-1 pr-3 font-semibold">Per level</th>
              <th className="py-1 text-right font-semibold">To max</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ talent, cost }) => (
              <tr key={talent.slot} className="border-t border-line" data-testid="talent-np">
                <td className="py-1 pr-3">
                  {talent.name}
                  {talent.ultra ? <span className="text-muted"> (ultra)</span> : null}
                </td>
                <td className="py-1 pr-3">{cost.npPerLevel.join(', ')}</td>
                <td className="py-1 text-right font-semibold">{formatInteger(talentNp(cost, 0, talentMaxLevel(cost)))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-1" data-testid="talents-np-total">
        All talents to max: <span className="font-semibold">{formatInteger(total(false))} NP</span>
        {hasUltra ? (
          <>
            , with ultra talents <span className="font-semibold">{formatInteger(total(true))} NP</span>
          </>
        ) : null}
        .
      </p>
    </div>
  )
}
