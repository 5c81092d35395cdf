import { ULTRA_TALENT_MIN_LEVEL } from '../../domain/constants.ts'
import type { Talent } from '../../domain/game-data/model.ts'
import { AbilityIcon } from './AbilityIcon'
import { talentEffectText, talentIcon } from '../../text/talent-text.ts'

type Props = {
  talents: readonly Talent[]
  /** level of each talent, in the order of `talents`; 0 = off */
  levels: readonly number[]
  /** talents change the numbers of this form (true and ultra forms) */
  applies: boolean
  /** base + plus level the numbers are worked out at: ultra talents work from ULTRA_TALENT_MIN_LEVEL on */
  totalLevel: number
  onChange: (levels: number[]) => void
}

/** Talents and ultra talents, each with its level and what it does at that level. */
export function TalentList({ talents, levels, applies, totalLevel, onChange }: Props) {
  const normal = talents.flatMap((talent, i) => (talent.ultra ? [] : [{ talent, i }]))
  const ultra = talents.flatMap((talent, i) => (talent.ultra ? [{ talent, i }] : []))
  const setLevel = (index: number, level: number) => onChange(talents.map((_, i) => (i === index ? level : (levels[i] ?? 0))))
  return (
    <div className="flex flex-col gap-4">
      {!applies ? (
        <p className="rounded-lg bg-surface-2 p-3 text-sm text-muted">
          Talents apply to the True and Ultra forms only; the numbers of this form do not use them.
        </p>
      ) : null}
      <Group title="Talents" entries={normal} levels={levels} applies={applies} onLevel={setLevel} />
      {ultra.length > 0 && applies && totalLevel < ULTRA_TALENT_MIN_LEVEL ? (
        <p className="rounded-lg bg-surface-2 p-3 text-sm text-muted" data-testid="ultra-locked">
          Ultra talents work from level {ULTRA_TALENT_MIN_LEVEL}; at level {totalLevel} the numbers leave them out.
        </p>
      ) : null}
      {ultra.length > 0 ? (
        <Group title="Ultra talents" entries={ultra} levels={levels} applies={applies && totalLevel >= ULTRA_TALENT_MIN_LEVEL} onLevel={setLevel} />
      ) : null}
    </div>
  )
}

function Group({
  title,
  entries,
  levels,
  applies,
  onLevel,
}: {
  title: string
  entries: { talent: Talent; i: number }[]
  levels: readonly number[]
  applies: boolean
  onLevel: (index: number, level: number) => void
}) {
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-bold tracking-wide text-muted uppercase">{title}</h3>
      <ul className="flex flex-col divide-y divide-line">
        {entries.map(({ talent, i }) => {
          const level = levels[i] ?? 0
          const selectId = `talent-level-${i}`
          return (
            <li key={talent.slot} className="flex items-start gap-2.5 py-2">
              <AbilityIcon name={talentIcon(talent)} />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <label htmlFor={selectId} className="font-semibold">
                    {talent.name}
                  </label>
                  <select
                    id={selectId}
                    className="input min-h-9 w-auto py-1"
                    value={level}
                    disabled={!applies}
                    onChange={(event) => onLevel(i, Number(event.target.value))}
                  >
                    <option value={0}>Off</option>
                    {Array.from({ length: talent.maxLevel }, (_, k) => k + 1).map((l) => (
                      <option key={l} value={l}>
                        {talent.maxLevel === 1 ? 'On' : `Level ${l}${l === talent.maxLevel ? ' (max)' : ''}`}
                      </option>
                    ))}
                  </select>
                </div>
                <p className={`text-sm ${level > 0 ? '' : 'text-muted'}`} data-testid="talent-effect">
                  {talentEffectText(talent, level)}
                </p>
                {talent.description ? <p className="text-xs whitespace-pre-line text-muted">{talent.description}</p> : null}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
