import type { CSSProperties } from 'react'
import { ICON_SPRITE, spriteCell } from '../../domain/compare/icon-sprite.ts'

const SPRITE_URL = `url(/game/${ICON_SPRITE.file})`
const styles = new Map<string, CSSProperties | null>()

/**
 * The style that cuts one icon out of the compare table's sprite (see icon-sprite.ts) at a
 * size; null for a name the sprite does not hold. One object per icon and size: a row that
 * shows another unit then changes only the position, and one showing the same icon nothing.
 */
export function spriteStyle(name: string, size = 20): CSSProperties | null {
  const key = `${name}@${size}`
  let style = styles.get(key)
  if (style === undefined) {
    const cell = spriteCell(name)
    style = cell && {
      width: size,
      height: size,
      backgroundImage: SPRITE_URL,
      backgroundSize: `${ICON_SPRITE.columns * size}px auto`,
      backgroundPosition: `${-cell.column * size}px ${-cell.row * size}px`,
    }
    styles.set(key, style)
  }
  return style
}

export const SPRITE_CLASS = 'inline-block shrink-0 bg-no-repeat'

/**
 * An ability or trait icon cut from the compare table's sprite.
 * `label` names it for screen readers; an empty label marks it as decoration.
 */
export function SpriteIcon({ name, label, title, size = 20 }: { name: string; label: string; title?: string; size?: number }) {
  const style = spriteStyle(name, size)
  // The sprite holds every catalogue and trait icon (icons.test.ts); anything else has no picture.
  if (!style) return null
  return label ? (
    <span role="img" aria-label={label} title={title} className={SPRITE_CLASS} style={style} />
  ) : (
    <span aria-hidden="true" title={title} className={SPRITE_CLASS} style={style} />
  )
}
