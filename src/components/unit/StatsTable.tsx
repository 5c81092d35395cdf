import type { ReactNode } from 'react'
import { lastForeswing } from '../../domain/stats/attack-cycle.ts'
import { hitReach } from '../../domain/damage/attack-damage.ts'
import type { UnitCalculation } from './use-unit-calculation.ts'
import { hitsInWords } from '../../text/ability-text.ts'
import { formatDps, formatFrames, formatInteger, formatRange } from '../../text/format.ts'

/** The four numbers players look for first, large. */
export function KeyStats({ calc }: { calc: UnitCalculation }) {
  const { stats } = calc
  const total = stats.hits.reduce((sum, hit) => sum + hit, 0)
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <KeyStat label="HP" value={formatInteger(stats.hp)} testId="stat-hp" />
      <KeyStat label="Attack" value={formatInteger(total)} note={stats.hits.length > 1 ? `${stats.hits.length} hits` : undefined} testId="stat-attack" />
      <KeyStat label="True DPS" value={formatDps(calc.trueDps)} note={trueDpsNote(calc)} testId="stat-true-dps" />
      <KeyStat label="Range" value={formatRange(stats.range)} testId="stat-range" />
    </dl>
  )
}

/** Strengthen works only at low HP: a number that counts it says so. */
function trueDpsNote(calc: UnitCalculation): string {
  const strengthen = calc.stats.talented.form.abilities.strengthen
  const counted = calc.settings.strengthen && strengthen !== undefined
  return counted ? `vs ${calc.target.label}, with strengthen (at ${strengthen.hpTrigger}% HP or below)` : `vs ${calc.target.label}`
}

function KeyStat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="card flex min-w-0 flex-col p-3">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="tabular text-xl font-black sm:text-2xl" data-testid={testId}>
        {value}
      </dd>
      {note ? (
        <dd className="truncate text-xs text-muted" title={note}>
          {note}
        </dd>
      ) : null}
    </div>
  )
}

/** Every stat of the form at the chosen level and settings. */
export function StatsTable({ calc }: { calc: UnitCalculation }) {
  const { stats, level, defence, target } = calc
  const form = stats.talented.form
  const total = stats.hits.reduce((sum, hit) => sum + hit, 0)
  const foreswings = form.hits.map((hit) => hit.foreswing)
  const approx = stats.cycleApproximate
  const reaches = form.hits.filter((hit) => hit.area !== null).map((hit) => hitReach(hit, form.range))
  const distinctReaches = [...new Map(reaches.map((r) => [`${r.from}:${r.to}`, r])).values()]
  const modesDiffer = calc.trueDpsIn('max') !== calc.trueDpsIn('expected')

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-sm">
        <caption className="sr-only">
          Stats at level {level.level}+{level.plusLevel}
        </caption>
        <tbody className="divide-y divide-line">
          <Row label="Level">
            <span className="tabular">
              {level.level}+{level.plusLevel}
            </span>{' '}
            <Note>×{(level.multiplierPercent / 100).toFixed(2)} base stats</Note>
          </Row>
          <Row label="HP" testId="row-hp">
            {formatInteger(stats.hp)}
          </Row>
          <Row label="Attack per hit">{hitsInWords(stats.hits)}</Row>
          <Row label="Attack total">{formatInteger(total)}</Row>
          <Row label="Range">{formatRange(stats.range)}</Row>
          <Row label="Long distance / omni">
            {distinctReaches.length === 0
              ? '—'
              : distinctReaches.map((r) => `${r.from < 0 ? 'Omni' : 'LD'} ${formatRange(r.from)} to ${formatRange(r.to)}`).join('; ')}
          </Row>
          <Row label="Attack cycle" testId="row-cycle">
            {approx ? <abbr title="No backswing is known for this form: the cycle uses 2 × time between attacks − 1 alone">≈ </abbr> : null}
            {formatFrames(stats.cycleFrames)}
            {approx ? <Note> approximate</Note> : null}
          </Row>
          <Row label="Foreswing">
            {formatFrames(lastForeswing(form))}
            {foreswings.length > 1 ? <Note> hits at {foreswings.join(', ')} f</Note> : null}
          </Row>
          <Row label="Backswing">{form.backswing === null ? <Note>unknown</Note> : formatFrames(form.backswing)}</Row>
          <Row label="Time to first hit">{formatFrames(stats.firstHitFrames)}</Row>
          <Row label="DPS">
            {formatDps(stats.dps)} <Note>plain: damage per attack ÷ cycle</Note>
          </Row>
          <Row label="True DPS" testId="row-true-dps">
            {formatDps(calc.trueDps)} <Note>vs {target.label}</Note>
            {modesDiffer ? (
              <Note>
                {' '}
                · expected {formatDps(calc.trueDpsIn('expected'))}, max {formatDps(calc.trueDpsIn('max'))}
              </Note>
            ) : null}
          </Row>
          <Row label="Cooldown">{formatFrames(stats.cooldownFrames)}</Row>
          <Row label="Cost">
            {formatInteger(stats.cost)}
            <span role="img" aria-label="cents">
              ¢
            </span>
          </Row>
          <Row label="Speed">{formatInteger(stats.speed)}</Row>
          <Row label="Knockbacks">{formatInteger(stats.knockbacks)}</Row>
          <Row label="Effective HP" testId="row-effective-hp">
            {formatInteger(defence.effectiveHp)} <Note>vs {target.label}</Note>
          </Row>
        </tbody>
      </table>
    </div>
  )
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <tr data-testid={testId}>
      <th scope="row" className="w-36 py-2 pr-4 text-left align-top font-semibold whitespace-nowrap text-muted sm:w-48">
        {label}
      </th>
      <td className="tabular py-2 align-top">{children}</td>
    </tr>
  )
}

function Note({ children }: { children: ReactNode }) {
  return <span className="text-xs text-muted">{children}</span>
}
