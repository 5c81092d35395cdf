import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TRAITS, type Abilities, type Trait } from '../game-data/model.ts'
import { makeCat, makeForm, plainSettings, traitTreasures } from '../../../test/fixtures/forms.ts'
import { prepareCat } from '../stats/prepare.ts'
import { formTrueDps } from './true-dps.ts'

const trait = fc.constantFrom(...TRAITS)
const multiplier = fc.constantFrom<Abilities>({ strongAgainst: true }, { massiveDamage: true }, { insaneDamage: true })
const procs = fc.record(
  {
    critical: fc.record({ chance: fc.integer({ min: 0, max: 100 }) }),
    wave: fc.record({ chance: fc.integer({ min: 0, max: 100 }), level: fc.integer({ min: 1, max: 5 }), isMiniWave: fc.boolean() }),
    savageBlow: fc.record({ chance: fc.integer({ min: 0, max: 100 }), bonusDamage: fc.integer({ min: 0, max: 400 }) }),
  },
  { requiredKeys: [] },
)
const damage = fc.integer({ min: 0, max: 100_000 })
const treasure = fc.integer({ min: 0, max: 300 })

function trueDpsAgainst(targets: Trait[], abilities: Abilities, hitDamage: number, target: Trait, treasure: number, level: number) {
  const form = makeForm({ targets, abilities, hits: [{ damage: hitDamage, foreswing: 10, procs: true, area: null }] })
  return formTrueDps(prepareCat(makeCat([form])).forms[0]!, plainSettings({ target, ...traitTreasures(treasure), level })).trueDps
}

describe('engine properties', () => {
  it('strong / massive / insane: true DPS vs a non-matching target ≤ vs a matching one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(trait, { minLength: 1, maxLength: 3 }),
        trait,
        multiplier,
        procs,
        damage,
        treasure,
        fc.integer({ min: 1, max: 60 }),
        (targets, other, ability, extra, hitDamage, fruit, level) => {
          fc.pre(!targets.includes(other) && other !== 'metal')
          const matched = targets.find((t) => t !== 'metal')
          fc.pre(matched !== undefined)
          const abilities = { ...extra, ...ability }
          const vsMatch = trueDpsAgainst(targets, abilities, hitDamage, matched!, fruit, level)
          const vsOther = trueDpsAgainst(targets, abilities, hitDamage, other, fruit, level)
          expect(vsOther).toBeLessThanOrEqual(vsMatch)
        },
      ),
    )
  })

  it('attacks-only units deal 0 to a target they do not match', () => {
    fc.assert(
      fc.property(fc.uniqueArray(trait, { minLength: 1, maxLength: 3 }), trait, procs, damage, (targets, other, extra, hitDamage) => {
        fc.pre(!targets.includes(other))
        expect(trueDpsAgainst(targets, { ...extra, attackOnly: true }, hitDamage, other, 300, 30)).toBe(0)
      }),
    )
  })
})
