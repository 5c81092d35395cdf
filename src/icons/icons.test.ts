import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir } from '../../scripts/import-data.ts'
import { ABILITY_CATALOG } from '../domain/compare/abilities.ts'
import { traitIcon } from '../domain/ability-vocabulary.ts'
import { GAME_FILE_PATHS } from '../domain/game-data/game-files.ts'
import { SPRITE_ICON_NAMES, spriteRow } from './icon-sprite.ts'
import { abilityIconUrl, unitIconUrl, unknownUnitIconUrl } from './icons.ts'
import { TRAITS } from '../domain/game-data/model.ts'

describe('icon URLs', () => {
  it('point at the WebP the importer writes for each size', () => {
    expect(unitIconUrl(25, 2, 'small')).toBe('/game/unit_icon/96/25_2.webp')
    expect(unitIconUrl(25, 2, 'large')).toBe('/game/unit_icon/128/25_2.webp')
    expect(unknownUnitIconUrl('small')).toBe('/game/unit_icon/96/unknown.webp')
    expect(abilityIconUrl('Target_Red')).toBe('/game/ability/Target_Red.webp')
  })

  it('name only ability icons the game has', () => {
    const gameIcons = new Set(fs.readdirSync(path.join(defaultGameDataDir(), GAME_FILE_PATHS.abilityIcons)).map((file) => path.basename(file, '.png')))
    const named = [...ABILITY_CATALOG.flatMap((info) => (info.icon === null ? [] : [info.icon])), ...TRAITS.map(traitIcon)]
    expect(named.filter((name) => !gameIcons.has(name))).toEqual([])
  })
})

describe('icon sprite of the compare table', () => {
  it('gives every catalogue and trait icon its own cell inside the column, and nothing to unknown names', () => {
    const rows = SPRITE_ICON_NAMES.map((name) => spriteRow(name))
    expect(rows.every((row) => row !== null && row >= 0 && row < SPRITE_ICON_NAMES.length)).toBe(true)
    expect(new Set(rows).size).toBe(SPRITE_ICON_NAMES.length)
    expect(spriteRow(traitIcon('red'))).not.toBeNull()
    expect(spriteRow('Wave')).not.toBeNull()
    expect(spriteRow('No_Such_Icon')).toBeNull()
  })
})
