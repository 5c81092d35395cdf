import type { Cat } from '../../domain/game-data/model.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { calculationContext } from '../../domain/calculate-form.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import { calculateSpirit, SPIRIT_SUMMON_DELAY_FRAMES } from '../../domain/spirit.ts'
import { formatInteger, formatSeconds } from '../../text/format.ts'
import { AbilityList, TargetTraits } from './AbilityList'

/** The spirit a form conjures: not a cat of its own, so its numbers live on its summoner's page. */
export function SpiritSection({ cat, summonerLevel, settings, enemy }: { cat: Cat; summonerLevel: number; settings: Settings; enemy: Enemy | null }) {
  // Against the game enemy the page's target names, as the summoner's numbers are.
  const spirit = calculateSpirit(cat, summonerLevel, settings, calculationContext(settings, enemy ? [enemy] : []))
  if (!spirit) return null
  const { calculation } = spirit
  const { form } = spirit.spirit
  return (
    <div className="flex flex-col gap-4" data-testid="spirit">
      <p className="text-sm">
        {spirit.spirit.description ? `${spirit.spirit.description} ` : ''}
        Summoned from this cat's slot while it is on the field: once per deployment, free, from {formatSeconds(SPIRIT_SUMMON_DELAY_FRAMES)} after it was
        deployed. It attacks once and leaves.
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label="One attack" value={formatInteger(spirit.damage)} note={`expected vs ${calculation.target.label}`} testId="spirit-damage" />
        <Fact label="Level" value={String(spirit.level)} note={`this cat's level, at most ${spirit.spirit.maxBaseLevel}`} testId="spirit-level" />
        <Fact label="Cost" value="Free" note="no money, no cooldown of its own" testId="spirit-cost" />
        <Fact label="HP" value={formatInteger(calculation.stats.hp)} testId="spirit-hp" />
      </dl>
      <TargetTraits form={form} base={form} />
      <AbilityList form={form} base={form} />
    </div>
  )
}

function Fact({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-lg border border-line p-3">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="tabular text-lg font-black" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  )
}
