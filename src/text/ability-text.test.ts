import { describe, expect, it } from 'vitest'
import { makeForm } from '../../test/fixtures/forms.ts'
import { abilityLines, attackLines, defenceLines, spanInWords, targetsInWords } from './ability-text.ts'

const textOf = (lines: { key: string; text: string }[], key: string) => lines.find((line) => line.key === key)?.text

describe('ability lines', () => {
  it('puts each proc in words with its chance, targets and seconds', () => {
    const form = makeForm({
      targets: ['red', 'floating'],
      abilities: { freeze: { chance: 30, duration: 90 }, weaken: { chance: 50, duration: 100, percentage: 50 }, knockback: { chance: 20 } },
    })
    const lines = abilityLines(form)
    expect(textOf(lines, 'freeze')).toBe('30% chance to freeze Red and Floating enemies for 3.0 s')
    expect(textOf(lines, 'weaken')).toBe('50% chance to weaken Red and Floating enemies to 50% attack for 3.33 s')
    expect(textOf(lines, 'knockback')).toBe('20% chance to knock back Red and Floating enemies')
  })

  it('gives a wave its level and reach and a surge its level and spawn span', () => {
    const form = makeForm({
      abilities: {
        wave: { chance: 100, level: 3, isMiniWave: false },
        surge: { chance: 40, level: 2, start: 200, width: 400, isMiniSurge: true },
      },
    })
    const lines = abilityLines(form)
    expect(textOf(lines, 'wave')).toBe('Wave attack (level 3, reach 732.5), 100% chance')
    expect(textOf(lines, 'surge')).toBe('Mini-surge level 2 at 200–600 (20% damage), 40% chance')
  })

  it('marks what the talents granted and what they raised', () => {
    const base = makeForm({ abilities: { slow: { chance: 30, duration: 60 } } })
    const talented = makeForm({ abilities: { slow: { chance: 40, duration: 60 }, critical: { chance: 5 } } })
    const lines = abilityLines(talented, base)
    expect(lines.find((line) => line.key === 'slow')?.talent).toBe('raised')
    expect(lines.find((line) => line.key === 'critical')?.talent).toBe('granted')
    expect(abilityLines(base).every((line) => line.talent === undefined)).toBe(true)
  })

  it('lists immunities and resistances, with the talent-made ones marked', () => {
    const base = makeForm({ immunities: ['wave'] })
    const talented = makeForm({ immunities: ['wave', 'surge'], resistances: { curse: 70 } })
    const lines = defenceLines(talented, base)
    expect(lines.map((line) => [line.text, line.talent])).toEqual([
      ['Immune to waves', undefined],
      ['Immune to surges', 'granted'],
      ['Curse duration −70%', 'granted'],
    ])
  })

  it('tells long distance from omni strike and names the hits that trigger abilities', () => {
    const form = makeForm({
      areaAttack: true,
      hits: [
        { damage: 100, foreswing: 5, procs: true, area: { start: 250, width: 400 } },
        { damage: 100, foreswing: 10, procs: false, area: { start: 350, width: -700 } },
      ],
    })
    const lines = attackLines(form)
    expect(lines.map((line) => line.text)).toEqual([
      'Area attack: hits every enemy in range',
      'Long distance: hits from 250 to 650 (hit 1)',
      'Omni strike: hits from -350 to 350 (hit 2)',
      '2 hits per attack; abilities trigger on hit 1',
    ])
  })
})

describe('words', () => {
  it('names no traits, one trait and several traits', () => {
    expect(targetsInWords([])).toBe('its target traits')
    expect(targetsInWords(['metal'])).toBe('Metal enemies')
    expect(targetsInWords(['red', 'black', 'angel'])).toBe('Red, Black and Angel enemies')
  })

  it('writes a span low to high and a point as one number', () => {
    expect(spanInWords(600, -1600)).toBe('-1,000–600')
    expect(spanInWords(200, 0)).toBe('200')
  })
})
