import { ICON_SPRITE, spriteCell } from '../../domain/compare/icon-sprite.ts'

const SPRITE_URL = `url(/game/${ICON_SPRITE.file})`

/**
 * An ability or trait icon cut from the compare table's sprite (see icon-sprite.ts).
 * `label` names it for screen readers; an empty label marks it as decoration.
 */
export function SpriteIcon({ name, label, title, size = 20 }: { name: string; label: string; title?: string; size?: number }) {
  const cell = spriteCell(name)
  // The sprite holds every catalogue and trait icon (icons.test.ts); anything else has no picture.
  if (!cell) return null
  const style = {
    width: size,
    height: size,
    backgroundImage: SPRITE_URL,
    backgroundSize: `${ICON_SPRITE.columns * size}px auto`,
    backgroundPosition: `${-cell.column * size}px ${-cell.row * size}px`,
  }
  return label ? (
    <span role="img" aria-label={label} title={title} className="inline-block shrink-0 bg-no-repeat" style={style} />
  ) : (
    <span aria-hidden="true" title={title} className="inline-block shrink-0 bg-no-repeat" style={style} />
  )
}
