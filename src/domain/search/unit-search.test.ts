import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { UnitMetadata } from '../units.ts'
import { SEARCH_RESULT_LIMIT, compareUnitsByName, createUnitSearchIndex, matchInName, normalizeQuery, searchUnits } from './unit-search.ts'

let nextId = 0
function form(name: string, extra: Partial<UnitMetadata> = {}): UnitMetadata {
  return { unitId: nextId++, formIndex: 0, name, ...extra }
}

function names(units: readonly UnitMetadata[]): string[] {
  return units.map((unit) => unit.name)
}

const roster = [
  form('Macho Cat', { baseFormName: 'Cat' }),
  form('Tank Cat'),
  form('Cat'),
  form('Catornado'),
  form('Cat Base Mini'),
  form('Crazed Cat'),
  form('Catburger'),
  form('Axe Cat'),
  form('Bahamut Cat'),
  form('Wall Cat', { baseFormName: 'Tank Cat' }),
  form('Dark Cat'),
  form('Kasa Jizo'),
]
const index = createUnitSearchIndex(roster)

describe('searchUnits: matching', () => {
  it('matches nothing for an empty or blank query', () => {
    expect(searchUnits(index, '')).toEqual([])
    expect(searchUnits(index, '   ')).toEqual([])
  })

  it('matches a substring anywhere in the name', () => {
    expect(names(searchUnits(index, 'ase'))).toEqual(['Cat Base Mini'])
    expect(names(searchUnits(index, 'jizo'))).toEqual(['Kasa Jizo'])
    expect(names(searchUnits(index, 'amut c'))).toEqual(['Bahamut Cat'])
  })

  it('ignores case in the query and in the name', () => {
    expect(names(searchUnits(index, 'KASA'))).toEqual(['Kasa Jizo'])
    expect(names(searchUnits(index, 'bAhAmUt'))).toEqual(['Bahamut Cat'])
  })

  it('counts a name with spaces as an exact match', () => {
    expect(names(searchUnits(index, 'dark cat'))).toEqual(['Dark Cat'])
    expect(names(searchUnits(createUnitSearchIndex([form('Dark Cats'), form('Dark Cat')]), 'DARK CAT'))).toEqual(['Dark Cat', 'Dark Cats'])
  })

  it('ignores whitespace around the query but not inside it', () => {
    expect(names(searchUnits(index, '  dark cat '))).toEqual(['Dark Cat'])
    expect(searchUnits(index, 'darkcat')).toEqual([])
  })

  it('matches the name only, not the base form name', () => {
    expect(names(searchUnits(index, 'tank'))).toEqual(['Tank Cat'])
  })

  it('returns nothing when no name contains the query', () => {
    expect(searchUnits(index, 'doge')).toEqual([])
  })
})

describe('searchUnits: ranking', () => {
  it('puts the exact match first, then prefix matches alphabetically, then the rest alphabetically', () => {
    expect(names(searchUnits(index, 'cat', 20))).toEqual([
      'Cat',
      'Cat Base Mini',
      'Catburger',
      'Catornado',
      'Axe Cat',
      'Bahamut Cat',
      'Crazed Cat',
      'Dark Cat',
      'Macho Cat',
      'Tank Cat',
      'Wall Cat',
    ])
  })

  it('ranks an exact match above prefix matches that sort before it', () => {
    const local = createUnitSearchIndex([form('Eraser Cat'), form('Eraser'), form('Eraser Cat Ultra')])
    expect(names(searchUnits(local, 'eraser'))).toEqual(['Eraser', 'Eraser Cat', 'Eraser Cat Ultra'])
  })

  it('ranks a prefix match above an alphabetically earlier inner match', () => {
    const local = createUnitSearchIndex([form('Zombie Killer'), form('Aaa Zombie')])
    expect(names(searchUnits(local, 'zombie'))).toEqual(['Zombie Killer', 'Aaa Zombie'])
  })

  it('sorts alphabetically without regard to case, with numbers in numeric order', () => {
    const local = createUnitSearchIndex([form('cat 10'), form('Cat 9'), form('CAT 2')])
    expect(names(searchUnits(local, 'cat'))).toEqual(['CAT 2', 'Cat 9', 'cat 10'])
  })

  it('orders forms sharing one name by unit id, then form index', () => {
    const twins = [form('Twin', { unitId: 900, formIndex: 1 }), form('Twin', { unitId: 12, formIndex: 2 }), form('Twin', { unitId: 12, formIndex: 0 })]
    const found = searchUnits(createUnitSearchIndex(twins), 'twin')
    expect(found.map((unit) => [unit.unitId, unit.formIndex])).toEqual([
      [12, 0],
      [12, 2],
      [900, 1],
    ])
  })
})

describe('searchUnits: limit', () => {
  const many = createUnitSearchIndex(Array.from({ length: 25 }, (_, i) => form(`Zeta Cat ${i}`)).concat(form('Cat')))

  it(`returns at most ${SEARCH_RESULT_LIMIT} results by default`, () => {
    const found = searchUnits(many, 'cat')
    expect(found).toHaveLength(SEARCH_RESULT_LIMIT)
    expect(found[0]?.name).toBe('Cat')
    expect(names(found).slice(1, 4)).toEqual(['Zeta Cat 0', 'Zeta Cat 1', 'Zeta Cat 2'])
  })

  it('keeps the best ranks when cutting', () => {
    const local = createUnitSearchIndex([form('A Dog'), form('Dog'), form('Doge')])
    expect(names(searchUnits(local, 'dog', 2))).toEqual(['Dog', 'Doge'])
    expect(searchUnits(local, 'dog', 0)).toEqual([])
  })
})

describe('createUnitSearchIndex', () => {
  it('does not reorder the metadata it was given', () => {
    const units = [form('B'), form('A')]
    createUnitSearchIndex(units)
    expect(names(units)).toEqual(['B', 'A'])
  })

  it('returns the metadata objects themselves', () => {
    expect(searchUnits(index, 'macho')[0]).toBe(roster[0])
  })
})

describe('searchUnits agrees with a plain filter-and-sort on any roster', () => {
  function reference(units: readonly UnitMetadata[], query: string, limit: number): UnitMetadata[] {
    const needle = normalizeQuery(query)
    if (needle === '') return []
    const rank = (unit: UnitMetadata) => {
      const lower = unit.name.toLowerCase()
      return lower === needle ? 0 : lower.startsWith(needle) ? 1 : 2
    }
    return units
      .filter((unit) => unit.name.toLowerCase().includes(needle))
      .sort((a, b) => rank(a) - rank(b) || compareUnitsByName(a, b))
      .slice(0, limit)
  }

  const letters = fc.constantFrom('a', 'b', 'C', 'c', ' ', 'd')
  const name = fc.string({ unit: letters, minLength: 1, maxLength: 6 })
  const unit = fc.record({ unitId: fc.nat(50), formIndex: fc.nat(3), name })

  // Queries are often cut from a name of the roster, so exact and prefix matches really occur.
  const rosterAndQuery = fc.array(unit, { minLength: 1, maxLength: 40 }).chain((units) => {
    const cut = fc.tuple(fc.constantFrom(...units.map((u) => u.name)), fc.nat(6), fc.nat(6), fc.boolean()).map(([full, a, b, upper]) => {
      const part = full.slice(Math.min(a, b), Math.max(a, b) + 1)
      return upper ? part.toUpperCase() : part
    })
    const whole = fc.constantFrom(...units.map((u) => u.name))
    return fc.tuple(fc.constant(units), fc.oneof(fc.string({ unit: letters, maxLength: 3 }), cut, whole))
  })

  it('for random names, queries and limits', () => {
    fc.assert(
      fc.property(rosterAndQuery, fc.nat(12), ([units, query], limit) => {
        expect(searchUnits(createUnitSearchIndex(units), query, limit)).toEqual(reference(units, query, limit))
      }),
      { numRuns: 500 },
    )
  })
})

describe('matchInName', () => {
  it('cuts the name around the first match, keeping the name’s own case', () => {
    expect(matchInName('Bahamut Cat', 'CAT')).toEqual({ before: 'Bahamut ', match: 'Cat', after: '' })
    expect(matchInName('Cat Base Mini', ' cat ')).toEqual({ before: '', match: 'Cat', after: ' Base Mini' })
  })

  it('is null for an empty query or a name without the query', () => {
    expect(matchInName('Cat', '')).toBeNull()
    expect(matchInName('Cat', 'dog')).toBeNull()
  })
})

describe('names with full-width signs and Greek letters (15.0.1 names)', () => {
  const roster: UnitMetadata[] = [
    { unitId: 179, formIndex: 0, name: 'Takuya ＆ Yuki' },
    { unitId: 75, formIndex: 1, name: 'Windy, type α' },
    { unitId: 390, formIndex: 2, name: 'Baseball Mask α' },
    { unitId: 108, formIndex: 0, name: 'Cat Bros (Special)' },
  ]
  const index = createUnitSearchIndex(roster)

  it('finds "＆" typed as "&" and "α" typed as "alpha" or as itself', () => {
    expect(searchUnits(index, 'takuya & yuki').map((unit) => unit.unitId)).toEqual([179])
    expect(searchUnits(index, 'type alpha').map((unit) => unit.unitId)).toEqual([75])
    expect(searchUnits(index, 'α').map((unit) => [unit.unitId, unit.formIndex])).toEqual([
      [390, 2],
      [75, 1],
    ])
  })

  it('highlights only where the name and its key line up', () => {
    expect(matchInName('Takuya ＆ Yuki', 'yuki')).toEqual({ before: 'Takuya ＆ ', match: 'Yuki', after: '' })
    expect(matchInName('Windy, type α', 'alpha')).toBeNull()
  })
})
