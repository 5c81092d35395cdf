import type { ReactNode } from 'react'
import { RotateCcw } from 'lucide-react'
import type { Cat } from '../../domain/game-data/model.ts'
import { SPECIAL_TYPES, TRAITS } from '../../domain/game-data/vocabulary.ts'
import { FORM_NUMBER_SETTING_KEYS, NUMBER_SETTINGS, type Settings } from '../../domain/settings/settings.ts'
import type { UnitLevel } from '../../domain/stats/form-stats.ts'
import { NumberField } from '../ui/NumberField'
import { SPECIAL_TYPE_LABELS, TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import type { SettingsChange } from '../../domain/settings/settings-change.ts'
import { Button } from '../ui/Button'
import { EnemyTargetSearch } from './EnemyTargetSearch'
import { Link } from '@tanstack/react-router'
import type { TreasureSource } from '../../domain/settings/account.ts'

const FIXED_TARGETS: readonly { value: string; label: string }[] = [
  { value: 'traitless', label: 'Traitless' },
  ...TRAITS.filter((t) => t !== 'traitless').map((t) => ({ value: t, label: TRAIT_LABELS[t] })),
  { value: 'anyTrait', label: 'Any trait (all but metal)' },
  ...SPECIAL_TYPES.map((type) => ({ value: type, label: SPECIAL_TYPE_LABELS[type] })),
  { value: 'base', label: 'Enemy base' },
]

/** The unit page's Talents section, where "Custom" takes the player: each talent's level is set there. */
export const TALENTS_SECTION_ID = 'talents'

function showTalents() {
  const section = document.getElementById(TALENTS_SECTION_ID)
  if (!section) return
  section.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  section.querySelector<HTMLElement>('input, select, button')?.focus({ preventScroll: true })
}

type Props = {
  cat: Cat
  settings: Settings
  level: UnitLevel
  /** label of the best-match target of this form */
  bestTarget: string
  talentsApply: boolean
  hasStrengthen: boolean
  treasures: TreasureInfo
  /** the game enemy the URL names as the target (enemy pages link here with one) */
  enemyTarget?: { id: number; name: string } | null
  onChange: (change: SettingsChange) => void
  onReset: () => void
  /** controls shown after the target (the orb picker) */
  children?: ReactNode
}

/** Level, talents, target, mode and treasures; every change goes to the URL and the numbers follow at once. */
export function SettingsPanel({ cat, settings, level, bestTarget, talentsApply, hasStrengthen, treasures, enemyTarget, onChange, onReset, children }: Props) {
  const target = typeof settings.target === 'string' ? settings.target : enemyTarget ? `enemy-${enemyTarget.id}` : 'best'
  return (
    <section aria-labelledby="settings-heading" className="card flex flex-col gap-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="settings-heading" className="text-lg font-black">
          Settings
        </h2>
        <Button variant="ghost" className="min-h-9 px-2 text-xs" onClick={onReset}>
          <RotateCcw className="size-3.5" aria-hidden="true" />
          Reset all
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <NumberField
          label="Level"
          value={level.level}
          min={1}
          max={cat.maxBaseLevel}
          slider
          testId="level-input"
          onCommit={(baseLevel) => onChange({ baseLevel })}
        />
        <NumberField
          label="Plus level"
          value={level.plusLevel}
          min={0}
          max={cat.maxPlusLevel}
          slider
          testId="plus-level-input"
          onCommit={(plusLevel) => onChange({ plusLevel })}
        />
      </div>

      <Choice
        legend="Talents"
        name="talents"
        value={Array.isArray(settings.talents) ? 'custom' : settings.talents}
        options={[
          { value: 'max', label: 'All max' },
          { value: 'off', label: 'All off' },
          { value: 'custom', label: 'Custom' },
        ]}
        disabled={!talentsApply}
        onChange={(value) => {
          if (value === 'max' || value === 'off') onChange({ talents: value })
          else showTalents()
        }}
        hint={
          cat.talents.length === 0
            ? 'This cat has no talents.'
            : talentsApply
              ? 'Set each talent’s level in the Talents section.'
              : 'Talents apply to the True and Ultra forms only.'
        }
      />

      <div className="flex flex-col gap-1">
        <label htmlFor="target-select" className="text-sm font-semibold">
          Target
        </label>
        <select
          id="target-select"
          className="input"
          value={target}
          onChange={(event) => {
            if (enemyTarget && event.target.value === `enemy-${enemyTarget.id}`) return
            onChange({ target: event.target.value as Settings['target'] })
          }}
        >
          <option value="best">Best match ({bestTarget})</option>
          {enemyTarget ? <option value={`enemy-${enemyTarget.id}`}>Enemy: {enemyTarget.name}</option> : null}
          {FIXED_TARGETS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <EnemyTargetSearch enemyName={enemyTarget?.name ?? null} onPick={(picked) => onChange({ target: picked })} />
      </div>

      {children}

      <Choice
        legend="Procs"
        name="mode"
        value={settings.mode}
        options={[
          { value: 'expected', label: 'Expected' },
          { value: 'max', label: 'Max (100%)' },
        ]}
        onChange={(value) => onChange({ mode: value === 'max' ? 'max' : 'expected' })}
        hint={settings.mode === 'max' ? 'Every chance counted as 100%.' : 'Each proc counted by its chance.'}
      />

      {/* A form without strengthen has nothing to count: the box says so rather than toggling nothing. */}
      <label className={`flex items-start gap-2 text-sm ${hasStrengthen ? '' : 'text-muted'}`}>
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-accent"
          checked={settings.strengthen}
          disabled={!hasStrengthen}
          onChange={(event) => onChange({ strengthen: event.target.checked })}
        />
        <span>
          <span className="font-semibold">Count strengthen as active</span>
          <span className="block text-xs text-muted">{hasStrengthen ? 'Its attack bonus is in the DPS.' : 'This form has no strengthen.'}</span>
        </span>
      </label>

      <TreasureSourceChoice info={treasures} onChange={(source) => onChange({ treasures: source === 'maxed' ? 'maxed' : undefined })} />

      <details className="group rounded-lg border border-line">
        <summary className="flex min-h-10 cursor-pointer items-center px-3 text-sm font-semibold select-none">
          Treasures and research
          <span className="ml-auto text-xs font-normal text-muted">{treasureSummary(settings)}</span>
        </summary>
        <div className="flex flex-col gap-3 border-t border-line p-3">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {FORM_NUMBER_SETTING_KEYS.map((key) => (
              <NumberField
                key={key}
                label={NUMBER_SETTINGS[key].label}
                suffix={NUMBER_SETTINGS[key].suffix || undefined}
                value={settings[key]}
                min={NUMBER_SETTINGS[key].min}
                max={NUMBER_SETTINGS[key].max}
                onCommit={(v) => onChange({ [key]: v })}
              />
            ))}
          </div>
          <p className="text-xs text-muted">
            Each trait treasure (the fruits of Into the Future and Cats of the Cosmos) raises strong against, massive and insane damage, resistant and insanely
            tough against its trait. Every treasure of the game is on your{' '}
            <Link to="/account" className="font-semibold underline">
              account page
            </Link>
            .
          </p>
          <Button className="self-start" onClick={() => onChange({ treasures: 'maxed' })}>
            Max all treasures
          </Button>
        </div>
      </details>
    </section>
  )
}

/** `changed`: some treasure or research has a value of its own here, over the source. */
export type TreasureInfo = { source: TreasureSource; saved: boolean; changed: boolean }

/** Says where the treasures come from, with "maxed" one click away. */
export function TreasureSourceChoice({ info, onChange }: { info: TreasureInfo; onChange: (source: TreasureSource) => void }) {
  return (
    <Choice
      legend="Treasures"
      name="treasure-source"
      value={info.source}
      options={[
        { value: 'account', label: 'My account' },
        { value: 'maxed', label: 'Maxed' },
      ]}
      onChange={(value) => onChange(value === 'maxed' ? 'maxed' : 'account')}
      hint={
        info.source === 'maxed' ? (
          info.changed ? (
            'Maxed, but for the ones changed below.'
          ) : (
            'Every treasure and research maxed.'
          )
        ) : info.saved ? (
          <>
            From your{' '}
            <Link to="/account" className="font-semibold underline">
              account
            </Link>
            {info.changed ? ', but for the ones changed below.' : '.'}
          </>
        ) : (
          <>
            No account saved: maxed{info.changed ? ', but for the ones changed below' : ''}.{' '}
            <Link to="/account" className="font-semibold underline">
              Set your treasures
            </Link>
            .
          </>
        )
      }
    />
  )
}

/** The treasure and research controls, in the settings model's limits. */

function treasureSummary(settings: Settings): string {
  return FORM_NUMBER_SETTING_KEYS.every((key) => settings[key] === NUMBER_SETTINGS[key].max) ? 'all maxed' : 'custom'
}

/** A row of radio buttons that looks like a segmented switch. */
export function Choice({
  legend,
  name,
  value,
  options,
  onChange,
  disabled = false,
  hint,
}: {
  legend: string
  name: string
  value: string
  options: readonly { value: string; label: string; disabled?: boolean }[]
  onChange: (value: string) => void
  disabled?: boolean
  hint?: ReactNode
}) {
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex rounded-lg border border-line bg-surface-2 p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold text-muted has-checked:bg-surface has-checked:text-text has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </fieldset>
  )
}
