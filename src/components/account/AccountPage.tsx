import { toast } from 'sonner'
import { MAXED_TREASURES, isMaxed, type AccountTreasures } from '../../domain/settings/account.ts'
import { NUMBER_SETTINGS, type NumberSetting } from '../../domain/settings/settings.ts'
import { clearAccount, saveAccountTreasures, useAccountTreasures } from '../../lib/account-store.ts'
import { Button } from '../ui/Button'
import { NumberField } from '../ui/NumberField'

/** The treasure kinds the numbers depend on, grouped as the game's chapters give them. */
const GROUPS: readonly { title: string; note: string; fields: readonly { key: NumberSetting; label: string; suffix?: string }[] }[] = [
  {
    title: 'Empire of Cats treasures',
    note: 'Attack and HP of every cat; cooldown of every cat (with research).',
    fields: [
      { key: 'attackTreasure', label: 'Attack treasures', suffix: '%' },
      { key: 'hpTreasure', label: 'Health treasures', suffix: '%' },
      { key: 'cooldownTreasure', label: 'Cooldown treasures', suffix: '%' },
    ],
  },
  {
    title: 'Research',
    note: 'The Research power-up shortens every cooldown by 6 frames per level above 1.',
    fields: [{ key: 'researchLevel', label: 'Research level' }],
  },
  {
    title: 'Trait treasures',
    note: 'Raise strong against, massive damage, insane damage, resistant and insanely tough: the fruit (Into the Future) treasures against red, floating, black, metal, angel and zombie enemies; the alien treasure against aliens.',
    fields: [
      { key: 'fruitTreasure', label: 'Fruit treasures', suffix: '%' },
      { key: 'alienTreasure', label: 'Alien treasures', suffix: '%' },
    ],
  },
]

/**
 * The player's treasures, kept in this browser. Every page that computes
 * numbers (unit pages, the compare table, lists) counts them unless it is
 * switched to "Maxed".
 */
export function AccountPage() {
  const saved = useAccountTreasures()
  const treasures: AccountTreasures = saved ?? MAXED_TREASURES
  const save = (next: AccountTreasures) => {
    if (!saveAccountTreasures(next)) toast.error('Your browser did not let this site store your account.')
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Your account</h1>
        <p className="text-sm text-muted">
          Your treasures and research, kept in this browser only. Unit pages, the compare table and your lists use them, and say so; each has a “Maxed”
          switch one click away.
        </p>
        <p className="text-sm font-semibold" data-testid="account-status" aria-live="polite">
          {saved === null ? 'Nothing saved yet: every page counts treasures maxed.' : isMaxed(saved) ? 'Saved: everything maxed.' : 'Saved: your own treasures.'}
        </p>
      </header>
      {GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title} className="card flex flex-col gap-3 p-4">
          <div>
            <h2 className="text-lg font-black">{group.title}</h2>
            <p className="text-xs text-muted">{group.note}</p>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {group.fields.map(({ key, label, suffix }) => (
              <NumberField
                key={key}
                label={label}
                suffix={suffix}
                value={treasures[key]}
                min={NUMBER_SETTINGS[key].min}
                max={NUMBER_SETTINGS[key].max}
                testId={`account-${key}`}
                onCommit={(value) => save({ ...treasures, [key]: value })}
              />
            ))}
          </div>
        </section>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => save(MAXED_TREASURES)}>Max everything</Button>
        <Button
          variant="ghost"
          disabled={saved === null}
          onClick={() => {
            clearAccount()
            toast.success('Your account was removed from this browser.')
          }}
        >
          Forget my account
        </Button>
      </div>
      <p className="text-xs text-muted">Export and import on the lists page carry your account along with your lists.</p>
    </div>
  )
}
