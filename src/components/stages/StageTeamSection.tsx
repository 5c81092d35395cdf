import type { StageTeam } from '../../domain/stage/stage-team.ts'
import { encodeLineup } from '../../domain/settings/codecs/lineup-link.ts'
import { formatInteger } from '../../text/format.ts'
import { Lock, LockOpen, X } from 'lucide-react'
import { MAX_LEFT_OUT, MAX_LOCKED, TEAM_PREFERENCE_LABELS, TEAM_PREFERENCES, type TeamPreference } from '../../domain/stage/team-choices.ts'
import { moveAmongRadios } from '../ui/radio-keys.ts'
import { SelectField } from '../ui/Field'
import { MAX_WORKER_LEVEL, MIN_WORKER_LEVEL } from '../../domain/stage/battle-money.ts'
import { UnitIcon } from '../search/UnitIcon'
import { killTimeText } from '../../text/kill-time-text.ts'

type TeamPick = StageTeam['picks'][number]

const WORKER_LEVELS = Array.from({ length: MAX_WORKER_LEVEL - MIN_WORKER_LEVEL + 1 }, (_, index) => MIN_WORKER_LEVEL + index)

/** "17.4 s" of income to pay for a row; a minute and more in minutes and seconds. */
function incomeSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

const PREFERENCE_NOTES: Readonly<Record<Exclude<TeamPreference, 'balanced'>, string>> = {
  cheaper: 'Leaning to cheaper: the killers go by true DPS per 100¢, not by time.',
  range: 'Leaning to range: up to three cats out of the boss’s reach, and they fill the team first.',
  shields: 'Leaning to shields: up to three meat shields, the most hits survived per cost.',
}

/** The player's locked-in and left-out cats, by unit id, the shift of the objective and the Worker Cat level, as the stage page's address holds them. */
export type TeamChoiceSearch = { lock: readonly number[]; out: readonly number[]; prefer: TeamPreference; worker: number }

/**
 * "Build a team" (issue #45): the builder's two rows from the cats the ranking used (all cats at
 * max or the chosen list), each cat's reason, the stage rules kept, and a link that opens the
 * team as a shared lineup.
 */
export function StageTeamSection({
  team,
  sourceName,
  crownName,
  unitLink,
  intro,
  headingLevel = 3,
  choices,
  onChoices,
  accountSaved = false,
}: {
  team: StageTeam
  sourceName: string
  crownName: string
  unitLink: (pick: TeamPick) => string
  /** the enemy page's own words in place of the stage's (which also name the rules kept) */
  intro?: string
  headingLevel?: 2 | 3
  /** with these, each pick can be locked in or left out, and the team is built again (the stage page) */
  choices?: TeamChoiceSearch
  onChoices?: (next: TeamChoiceSearch) => void
  /** the budget counts the Giant Safe and Energy Drink of the player's saved account (else maxed) */
  accountSaved?: boolean
}) {
  const editable = choices !== undefined && onChoices !== undefined
  const toggleLock = (unitId: number) => {
    if (!editable) return
    const locked = choices.lock.includes(unitId)
    onChoices({ ...choices, lock: locked ? choices.lock.filter((id) => id !== unitId) : [...choices.lock, unitId].slice(-MAX_LOCKED) })
  }
  const leaveOut = (unitId: number) => {
    if (!editable) return
    onChoices({
      ...choices,
      lock: choices.lock.filter((id) => id !== unitId),
      out: [...choices.out.filter((id) => id !== unitId), unitId].slice(-MAX_LEFT_OUT),
    })
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const rows = [team.picks.filter((pick) => pick.row === 1), team.picks.filter((pick) => pick.row === 2)]
  const slots = [...rows[0]!, ...Array.from({ length: 5 - rows[0]!.length }, () => null), ...rows[1]!].map((pick) => (pick ? pick.lineupCat : null))
  const lineupHref = `/lineup?${new URLSearchParams({ cats: encodeLineup(slots), name: `Team: ${sourceName}`.slice(0, 50) }).toString()}`
  return (
    <section aria-labelledby="team-heading" className="mt-6" data-testid={intro === undefined ? 'stage-team' : 'enemy-team'}>
      <Heading id="team-heading" className={headingLevel === 2 ? 'text-lg font-bold' : 'font-bold'}>
        Build a team
      </Heading>
      <p className="text-sm text-muted">
        {intro ??
          `From ${sourceName}, ${crownName}. One greedy pass over the ranking: the fastest boss killer, a cat that out-ranges the boss, a cat for each enemy trait, one that holds the boss back (freeze, slow, weaken or knockback), a meat shield, a combo in the first row if a picked cat starts one, then the next fastest killers.`}
      </p>
      {editable && (
        <div
          className="mt-2 flex flex-wrap items-center gap-1"
          role="radiogroup"
          aria-label="The team leans to"
          onKeyDown={moveAmongRadios}
          data-testid="team-prefer"
        >
          <span className="mr-1 text-xs font-semibold text-muted" aria-hidden="true">
            Lean to
          </span>
          {TEAM_PREFERENCES.map((prefer) => (
            <button
              key={prefer}
              type="button"
              role="radio"
              aria-checked={choices.prefer === prefer}
              tabIndex={choices.prefer === prefer ? 0 : -1}
              onClick={() => onChoices({ ...choices, prefer })}
              className={`min-h-9 rounded-lg border px-2.5 text-sm font-semibold ${choices.prefer === prefer ? 'border-accent bg-accent-soft text-accent' : 'border-line hover:bg-surface-2'}`}
            >
              {TEAM_PREFERENCE_LABELS[prefer]}
            </button>
          ))}
          {choices.prefer !== 'balanced' && (
            <p className="basis-full text-sm text-muted" data-testid="team-prefer-note">
              {PREFERENCE_NOTES[choices.prefer]}
            </p>
          )}
        </div>
      )}
      {editable && (
        <SelectField
          label="Worker Cat level"
          labelClassName="mt-2 inline-flex items-center gap-2 text-sm font-semibold"
          className="w-auto"
          value={choices.worker}
          onChange={(event) => onChoices({ ...choices, worker: Number(event.target.value) })}
          data-testid="team-worker"
        >
          {WORKER_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level === MAX_WORKER_LEVEL ? `${level} (max)` : level}
            </option>
          ))}
        </SelectField>
      )}
      {team.picks.length === 0 ? (
        <p className="card mt-2 p-4 text-sm" data-testid="team-empty">
          No cat here can join {intro === undefined ? 'this stage’s' : 'this'} team
          {team.refused > 0 ? ` (${formatInteger(team.refused)} kept out by the stage’s rules)` : ''}.
        </p>
      ) : (
        rows.map((row, index) =>
          row.length === 0 ? null : (
            <div key={index} className="mt-3">
              <h4 className="text-sm font-semibold">
                {index === 0 ? 'First row' : 'Second row'} · {formatInteger(team.costByRow[index]!)}¢
                {team.money && <span className="font-normal text-muted"> · {incomeSeconds(team.money.secondsByRow[index]!)} of income</span>}
              </h4>
              <ol className="mt-1 grid gap-2 sm:grid-cols-2" data-testid={`team-row-${index + 1}`}>
                {row.map((pick) => (
                  <li key={pick.unitId} className="card flex items-center gap-3 p-2" data-testid="team-pick">
                    <UnitIcon unitId={pick.unitId} formIndex={pick.formIndex} className="h-12 w-12 shrink-0" />
                    <div className="min-w-0 flex-1">
                      <a href={unitLink(pick)} data-row-link="" className="font-semibold text-accent underline">
                        {pick.name}
                      </a>
                      <p className="text-sm" data-testid="team-reason">
                        {pick.reason}
                      </p>
                    </div>
                    {editable && (
                      <div className="flex shrink-0 flex-col gap-1">
                        <button
                          type="button"
                          aria-pressed={choices.lock.includes(pick.unitId)}
                          aria-label={`Lock ${pick.name} in`}
                          onClick={() => toggleLock(pick.unitId)}
                          className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-line px-2 text-xs font-semibold hover:bg-surface-2 aria-pressed:border-accent aria-pressed:text-accent"
                          data-testid="team-lock"
                        >
                          {choices.lock.includes(pick.unitId) ? (
                            <Lock className="size-3.5" aria-hidden="true" />
                          ) : (
                            <LockOpen className="size-3.5" aria-hidden="true" />
                          )}
                          {choices.lock.includes(pick.unitId) ? 'Locked' : 'Lock'}
                        </button>
                        <button
                          type="button"
                          aria-label={`Leave ${pick.name} out`}
                          onClick={() => leaveOut(pick.unitId)}
                          className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-line px-2 text-xs font-semibold hover:bg-surface-2"
                          data-testid="team-leave-out"
                        >
                          <X className="size-3.5" aria-hidden="true" />
                          Leave out
                        </button>
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          ),
        )
      )}
      {editable && (choices.lock.length > 0 || choices.out.length > 0) && (
        <p className="mt-2 text-sm" data-testid="team-choices">
          {[
            choices.lock.length > 0 ? `${formatInteger(choices.lock.length)} locked in` : null,
            choices.out.length > 0 ? `${formatInteger(choices.out.length)} left out` : null,
          ]
            .filter(Boolean)
            .join(', ')}
          : the team is built around your choices.{' '}
          <button
            type="button"
            onClick={() => onChoices({ ...choices, lock: [], out: [] })}
            className="font-semibold text-accent underline"
            data-testid="team-reset"
          >
            Start again
          </button>
        </p>
      )}
      {team.money && (
        <p className="mt-2 text-sm" data-testid="team-budget">
          Budget at Worker Cat level {team.money.workerLevel}: a wallet of {formatInteger(team.money.wallet)}¢, {team.money.perSecond.toFixed(1)}¢ a second
          (Giant Safe and Energy Drink {accountSaved ? 'from your account' : 'maxed, no account saved'}, the Cat Base’s worker power-ups at their maximum).
          {team.overWallet > 0
            ? ` ${formatInteger(team.overWallet)} ${team.overWallet === 1 ? 'cat costs' : 'cats cost'} more than the wallet holds: left out.`
            : ''}
        </p>
      )}
      {team.combos.length > 0 && (
        <p className="mt-2 text-sm" data-testid="team-combos">
          First-row combos: {team.combos.map((combo) => combo.name).join(', ')}.
        </p>
      )}
      {team.picks.length > 0 && team.together.length > 0 && (
        <p className="mt-2 text-sm" data-testid="team-together">
          All together, every pick in range at once (their kill rates added):{' '}
          {team.together
            .map((line) => `${line.name} ${Number.isFinite(line.seconds) ? `in ${killTimeText(line.seconds, null)}` : 'killed by no pick'}`)
            .join(', ')}
          .
        </p>
      )}
      {team.lacking.length > 0 && (
        <ul className="mt-2 text-sm text-muted" data-testid="team-lacking">
          {team.lacking.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {intro === undefined && (
        <p className="mt-2 text-sm" data-testid="team-rules">
          {team.respected.length === 0 ? 'The stage sets no rule on the team.' : `Rules kept: ${team.respected.join(' ')}`}
          {team.refused > 0 ? ` ${formatInteger(team.refused)} ${team.refused === 1 ? 'cat was' : 'cats were'} kept out by them.` : ''}
        </p>
      )}
      {team.picks.length > 0 && (
        <a
          href={lineupHref}
          className="mt-2 inline-flex min-h-10 items-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold hover:bg-surface-2"
          data-testid="team-lineup-link"
        >
          Open as a lineup
        </a>
      )}
    </section>
  )
}
