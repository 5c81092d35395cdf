import { describe, expect, it } from 'vitest'
import { ICON_SPRITE, spriteCell } from '../../domain/compare/icon-sprite.ts'
import { spriteStyle } from './SpriteIcon'

describe('spriteStyle', () => {
  it('cuts the named cell out of the sprite scaled to the size', () => {
    // "Wave" sits in some cell (column c, row r); at 20 px the sprite is 8 × 20 = 160 px wide,
    // and the cell starts c × 20 px from the left and r × 20 px from the top.
    const cell = spriteCell('Wave')!
    expect(spriteStyle('Wave', 20)).toEqual({
      width: 20,
      height: 20,
      backgroundImage: `url(/game/${ICON_SPRITE.file})`,
      backgroundSize: '160px auto',
      backgroundPosition: `${-cell.column * 20}px ${-cell.row * 20}px`,
    })
    expect(spriteStyle('Wave', 16)?.backgroundSize).toBe('128px auto')
  })

  it('hands back the same object for the same icon and size, so React sees nothing to change', () => {
    expect(spriteStyle('Wave', 20)).toBe(spriteStyle('Wave', 20))
    expect(spriteStyle('Wave', 20)).not.toBe(spriteStyle('Wave', 16))
  })

  it('has no style for a name the sprite does not hold', () => {
    expect(spriteStyle('No such icon')).toBeNull()
  })
})
