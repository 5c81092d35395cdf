import { useEffect, useId, useRef } from 'react'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { ORB_GRADES, ORB_KINDS, type OrbGrade, type OrbKind, type Trait } from '../../domain/game-data/vocabulary.ts'
import { NO_ORB, orbLabel, orbRefusal, orbText, parseOrbText, type ActiveOrb, type OrbCatalog, type OrbProblem } from '../../domain/orbs.ts'
import type { UnitForm } from '../../domain/game-data/model.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import { Button } from '../ui/Button'

type Props = {
  catalog: OrbCatalog
  /** the total level each slot of the form opens at */
  slotLevels: readonly number[]
  totalLevel: number
  setting: Settings['orbs']
  /** the orbs the numbers count */
  counted: readonly ActiveOrb[]
  problems: readonly OrbProblem[]
  /** the target's traits: a new orb is for the first of them its effect offers */
  targetTraits: readonly Trait[]
  /** the form with its talents: the menus offer only orbs it can wear */
  form: Pick<UnitForm, 'targets' | 'abilities'>
  onChange: (orbs: Settings['orbs']) => void
}

const traitLabel = (trait: Trait) => TRAIT_LABELS[trait]

/**
 * One row of effect, trait and grade per orb slot of the form, offering only
 * the orbs the game has. Forms without a slot get no picker; orbs named in the
 * URL that the form cannot take are listed as not counted.
 */
export function OrbPicker({ catalog, slotLevels, totalLevel, setting, counted, problems, targetTraits, form, onChange }: Props) {
  // The button pressed goes with the change ("Choose the orbs myself", "Remove these orbs"): the focus
  // moves to the first slot's menu, not to the page.
  const pickerRef = useRef<HTMLFieldSetElement>(null)
  const focusSlots = useRef(false)
  useEffect(() => {
    if (!focusSlots.current) return
    focusSlots.current = false
    pickerRef.current?.querySelector('select')?.focus()
  })
  const change = (orbs: Settings['orbs']) => {
    focusSlots.current = true
    onChange(orbs)
  }
  if (slotLevels.length === 0 && problems.length === 0) return null
  const slots = Array.isArray(setting) ? setting : []
  const setSlot = (slot: number, text: string) => {
    const next = Array.from({ length: Math.max(slotLevels.length, slots.length) }, (_, i) => slots[i] ?? NO_ORB)
    next[slot] = text
    onChange(next)
  }
  return (
    <fieldset ref={pickerRef} className="flex flex-col gap-2" data-testid="orb-picker">
      <legend className="mb-1 text-sm font-semibold">Talent orbs</legend>
      {setting === 'best' ? (
        <div className="flex flex-col gap-2 text-sm">
          <p>
            Best orb for the target:{' '}
            <span className="font-semibold">
              {counted.length > 0 ? counted.map((orb) => orbLabel(catalog, orb, traitLabel)).join(', ') : 'none adds damage'}
            </span>
          </p>
          <Button className="self-start" onClick={() => change(counted.length > 0 ? counted.map(orbText) : 'none')}>
            Choose the orbs myself
          </Button>
        </div>
      ) : (
        slotLevels.map((level, slot) => (
          <OrbSlot
            key={slot}
            catalog={catalog}
            slot={slot}
            value={slots[slot] ?? NO_ORB}
            open={totalLevel >= level}
            opensAt={level}
            targetTraits={targetTraits}
            form={form}
            onChange={(text) => setSlot(slot, text)}
          />
        ))
      )}
      {problems.length > 0 ? (
        <div role="alert" className="rounded-lg border border-danger/40 bg-surface-2 p-2 text-xs" data-testid="orb-problems">
          <ul className="flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={`${problem.slot}-${problem.text}`}>
                Orb slot {problem.slot + 1}: <span className="font-semibold">{describe(catalog, problem.text)}</span> is not counted: {problem.reason}.
              </li>
            ))}
          </ul>
          <Button className="mt-2 min-h-8 px-2 text-xs" onClick={() => change('none')}>
            Remove these orbs
          </Button>
        </div>
      ) : null}
      {slotLevels.length > 0 ? <p className="text-xs text-muted">An orb works against enemies of its trait.</p> : null}
    </fieldset>
  )
}

function describe(catalog: OrbCatalog, text: string): string {
  const name = parseOrbText(text)
  return name ? orbLabel(catalog, name, traitLabel) : text
}

function OrbSlot({
  catalog,
  slot,
  value,
  open,
  opensAt,
  targetTraits,
  form,
  onChange,
}: {
  catalog: OrbCatalog
  slot: number
  value: string
  open: boolean
  opensAt: number
  targetTraits: readonly Trait[]
  form: Pick<UnitForm, 'targets' | 'abilities'>
  onChange: (text: string) => void
}) {
  const id = useId()
  const name = parseOrbText(value)
  // Only the orbs the form can wear, and the one the slot holds (named below when it is not counted).
  const wearable = (kind: OrbKind, trait: Trait) => orbRefusal({ kind, trait, grade: 'S' }, form) === null || (kind === name?.kind && trait === name.trait)
  const traitsOf = (kind: OrbKind) =>
    catalog.filter((type) => type.kind === kind && type.trait !== null && wearable(kind, type.trait)).map((type) => type.trait!)
  const kinds = ORB_KINDS.filter((kind) => traitsOf(kind).length > 0)
  const kindName = (kind: OrbKind) => catalog.find((type) => type.kind === kind)?.name ?? kind
  const choose = (kind: OrbKind | null, trait?: Trait, grade?: OrbGrade) => {
    if (kind === null) return onChange(NO_ORB)
    const traits = traitsOf(kind)
    // A trait kept from the orb before, else the target's, else the effect's first.
    const chosenTrait = trait && traits.includes(trait) ? trait : (targetTraits.find((candidate) => traits.includes(candidate)) ?? traits[0] ?? 'red')
    onChange(orbText({ kind, trait: chosenTrait, grade: grade ?? 'S' }))
  }
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line p-2" data-testid={`orb-slot-${slot + 1}`}>
      <span id={id} className="text-xs font-semibold">
        Slot {slot + 1}
        {opensAt > 0 ? <span className="font-normal text-muted"> (opens at level {opensAt})</span> : null}
      </span>
      {/* The effect has a line of its own: its names ("Massive Damage Up") are cut short beside the other two. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-1.5">
        <select
          aria-label={`Orb slot ${slot + 1} effect`}
          className="input col-span-2 min-w-0 px-2"
          value={name?.kind ?? ''}
          disabled={!open}
          onChange={(event) => choose(event.target.value === '' ? null : (event.target.value as OrbKind), name?.trait, name?.grade)}
        >
          <option value="">No orb</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </select>
        <select
          aria-label={`Orb slot ${slot + 1} trait`}
          className="input min-w-0 px-2"
          value={name?.trait ?? ''}
          disabled={!open || !name}
          onChange={(event) => name && choose(name.kind, event.target.value as Trait, name.grade)}
        >
          {name ? (
            traitsOf(name.kind).map((trait) => (
              <option key={trait} value={trait}>
                {TRAIT_LABELS[trait]}
              </option>
            ))
          ) : (
            <option value="">Trait</option>
          )}
        </select>
        <select
          aria-label={`Orb slot ${slot + 1} grade`}
          className="input min-w-0 px-2"
          value={name?.grade ?? ''}
          disabled={!open || !name}
          onChange={(event) => name && choose(name.kind, name.trait, event.target.value as OrbGrade)}
        >
          {name ? (
            ORB_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))
          ) : (
            <option value="">Grade</option>
          )}
        </select>
      </div>
      {name && open ? <p className="text-xs text-muted">{orbDescription(catalog, name.kind, name.trait, name.grade)}</p> : null}
      {!open ? <p className="text-xs text-muted">Reach level {opensAt} to use this slot.</p> : null}
    </div>
  )
}

/** The game's wording with the grade's values: "Damage to Red increased. (S: 500)" */
function orbDescription(catalog: OrbCatalog, kind: OrbKind, trait: Trait, grade: OrbGrade): string {
  const type = catalog.find((candidate) => candidate.kind === kind && candidate.trait === trait)
  if (!type) return ''
  const sentence = /[.!]$/.test(type.description) ? type.description : `${type.description}.`
  return `${sentence} ${ORB_EFFECT_TEXT[kind](type.values[ORB_GRADES.indexOf(grade)] ?? [])}`
}

/** What each grade's values mean (docs/mechanics-notes.md "Talent orbs"). */
const ORB_EFFECT_TEXT: Record<OrbKind, (values: readonly number[]) => string> = {
  attack: ([v = 0]) => `Each hit +${v}% of its level-1 damage.`,
  defense: ([v = 0]) => `Damage taken −${v}%.`,
  strong: ([a = 0, d = 0]) => `Strong against multiplier +${a / 1000}, damage taken −${d}%.`,
  massive: ([v = 0]) => `Massive damage multiplier +${Math.round((v / 300) * 100) / 100}.`,
  tough: ([v = 0]) => `Resistant: damage taken −${v}%.`,
}
