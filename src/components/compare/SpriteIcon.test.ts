import { describe, expect, it } from 'vitest'
import { ICON_SPRITE, spriteRow } from '../../icons/icon-sprite.ts'
import { spriteStrip, spriteStyle } from './SpriteIcon'

const SPRITE = `url(/game/${ICON_SPRITE.file})`

describe('spriteStyle', () => {
  it('cuts the named cell out of the sprite scaled to the size', () => {
    // The sprite is one column of cells: at 20 px it is 20 px wide, and the icon in row r
    // starts r × 20 px from the top.
    const row = spriteRow('Wave')!
    expect(spriteStyle('Wave', 20)).toEqual({
      width: 20,
      height: 20,
      backgroundImage: SPRITE,
      backgroundSize: '20px auto',
      backgroundPosition: `0px ${-row * 20}px`,
    })
    expect(spriteStyle('Wave', 16)?.backgroundSize).toBe('16px auto')
  })

  it('hands back the same object for the same icon and size, so React sees nothing to change', () => {
    expect(spriteStyle('Wave', 20)).toBe(spriteStyle('Wave', 20))
    expect(spriteStyle('Wave', 20)).not.toBe(spriteStyle('Wave', 16))
  })

  it('has no style for a name the sprite does not hold', () => {
    expect(spriteStyle('No such icon')).toBeNull()
  })
})

describe('spriteStrip', () => {
  it('draws each icon as one layer, 22 px apart, inside a 2 px padding', () => {
    const wave = spriteRow('Wave')!
    const critical = spriteRow('Critical')!
    // Two 20 px icons with a 2 px gap between them and 2 px around: 2 + 20 + 2 + 20 + 2 = 46 wide, 24 high.
    expect(spriteStrip(['Wave', 'Critical'])).toEqual({
      width: 46,
      height: 24,
      padding: 2,
      backgroundImage: `${SPRITE}, ${SPRITE}`,
      backgroundPosition: `0px ${-wave * 20}px, 22px ${-critical * 20}px`,
      backgroundSize: '20px auto, 20px auto',
      backgroundClip: 'content-box, content-box',
      backgroundOrigin: 'content-box',
    })
  })

  it('frames a highlighted icon with a 24 px square under the icons', () => {
    const style = spriteStrip(['Wave', 'Critical'], [false, true])!
    // Two icon layers, then the frame.
    expect(String(style.backgroundImage).split(SPRITE).length - 1).toBe(2)
    expect(String(style.backgroundImage)).toMatch(/, linear-gradient\(var\(--color-accent-soft\), var\(--color-accent-soft\)\)$/)
    // The frame of the second icon starts 2 px before it (22 − 2) and 2 px above the content box.
    expect(String(style.backgroundPosition).split(', ').at(-1)).toBe('20px -2px')
    expect(String(style.backgroundSize).split(', ').at(-1)).toBe('24px 24px')
    expect(String(style.backgroundClip).split(', ')).toEqual(['content-box', 'content-box', 'border-box'])
  })

  it('hands back one object per list of icons and highlights', () => {
    expect(spriteStrip(['Wave', 'Critical'])).toBe(spriteStrip(['Wave', 'Critical']))
    expect(spriteStrip(['Wave', 'Critical'])).not.toBe(spriteStrip(['Critical', 'Wave']))
    expect(spriteStrip(['Wave', 'Critical'], [true, false])).not.toBe(spriteStrip(['Wave', 'Critical']))
  })

  it('has no style when an icon is missing or there is none', () => {
    expect(spriteStrip(['Wave', 'No such icon'])).toBeNull()
    expect(spriteStrip([])).toBeNull()
  })
})
