import { describe, expect, it } from 'vitest'
import { fixed, makeCat, makeForm, makeTalent, plainSettings } from '../../../test/fixtures/forms.ts'
import { prepareCat } from '../stats/prepare.ts'
import { explainForm } from './explain.ts'
import type { Abilities } from '../game-data/model.ts'

describe('explainForm', () => {
  /*
   * Attack 100 at level 10 (curve of 20s: ×2.8) → 280 → ×2.5 → 700 → attack up
   * +10% → 770 → strong vs red ×1.8 → 1386 → critical 10%: 1386 × 1.1 = 1524.6
   * → wave 20%: 0.2 × 1524.6 = 304.92. Per attack 1829.52; cycle 29 frames.
   */
  const form = makeForm({
    hp: 100,
    targets: ['red'],
    hits: [{ damage: 100, foreswing: 10, procs: true, area: null }],
    abilities: { strongAgainst: true, critical: { chance: 10 }, wave: { chance: 20, level: 1, isMiniWave: false } },
  })
  const talent = makeTalent({ type: 'statBoost', stat: 'attack' }, [fixed('percentage', 10)], { name: 'Attack Up' })
  const prepared = prepareCat(makeCat([form], { talents: [talent] })).forms[0]!
  const e = explainForm(prepared, plainSettings({ level: 10, attackTreasure: 300, hpTreasure: 300, talents: 'max', target: 'red' }))

  it('shows each step of a hit with its value', () => {
    const steps = e.hits[0]!
    expect(steps.map((s) => s.label)).toEqual(['base', 'level multiplier', 'treasure', 'talent: attack up', 'strong against', 'proc expectation', 'wave'])
    const expected = [100, 280, 700, 770, 1386, 1524.6, 304.92]
    steps.forEach((s, i) => expect(s.value).toBeCloseTo(expected[i]!, 9))
    expect(e.hits[0]![4]!.detail).toBe('floor(770 × 1.8)')
  })

  it('ends on the numbers of the engine', () => {
    expect(e.hp.at(-1)?.value).toBe(700)
    expect(e.trueDps.at(-1)?.value).toBeCloseTo((30 * 1829.52) / 29, 9)
    expect(e.cycle.at(-1)?.value).toBe(29)
    expect(e.talents).toEqual([{ label: 'Attack Up', value: 10, detail: 'percentage 10' }])
    expect(e.target).toBe('red')
    expect(e.assumptions.some((a) => a.includes('every hit and area attack reaches it'))).toBe(true)
  })

  it('lists area attacks only for a form that has some', () => {
    expect(e.trueDps.map((s) => s.label)).toEqual(['hits', 'area attacks', 'true DPS'])
    const plain = makeForm({ hits: [{ damage: 100, foreswing: 10, procs: true, area: null }] })
    const plainPrepared = prepareCat(makeCat([plain])).forms[0]!
    expect(explainForm(plainPrepared, plainSettings({ level: 10 })).trueDps.map((s) => s.label)).toEqual(['hits', 'true DPS'])
  })

  it('says how the area attacks the form has are counted, and no others (mechanics §8: a wave hits once, a surge level times)', () => {
    const areaLine = (abilities: Partial<Abilities>) => {
      const areaForm = makeForm({ hits: [{ damage: 100, foreswing: 10, procs: true, area: null }], abilities })
      return explainForm(prepareCat(makeCat([areaForm])).forms[0]!, plainSettings({ level: 10 })).trueDps.find((s) => s.label === 'area attacks')?.detail
    }
    expect(e.trueDps.find((s) => s.label === 'area attacks')?.detail).toBe('wave once')
    expect(areaLine({ explosion: { chance: 100, start: 200, width: 0 } })).toBe('explosion once, in its inner ring')
    expect(areaLine({ wave: { chance: 50, level: 2, isMiniWave: true }, surge: { chance: 30, level: 3, start: 300, width: 200, isMiniSurge: false } })).toBe(
      'mini-wave once, surge 3 hits',
    )
  })
})
