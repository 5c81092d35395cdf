import type { CSSProperties } from 'react'
import { ICON_SPRITE, spriteRow } from '../../icons/icon-sprite.ts'

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
    const row = spriteRow(name)
    style =
      row === null
        ? null
        : { width: size, height: size, backgroundImage: SPRITE_URL, backgroundSize: `${size}px auto`, backgroundPosition: `0px ${-row * size}px` }
    styles.set(key, style)
  }
  return style
}

export const SPRITE_CLASS = 'inline-block shrink-0 bg-no-repeat'

/** Space between two icons of a strip, and around it for the highlight's frame. */
const STRIP_GAP = 2
const HIGHLIGHT = 'linear-gradient(var(--color-accent-soft), var(--color-accent-soft))'
const strips = new Map<string, CSSProperties | null>()

/**
 * The style that draws a row of sprite icons with one element, a background layer per icon
 * (the sprite has one column, so each layer shows one cell). `highlighted[i]` puts a soft frame
 * behind icon i. The table shows a few icons in every row, and one element each was much of
 * the browser's work on each sort, filter and setting change. Null if an icon is not in the sprite.
 */
export function spriteStrip(names: readonly string[], highlighted: readonly boolean[] = [], size = 20): CSSProperties | null {
  const key = `${names.join(',')}|${names.map((_, i) => (highlighted[i] ? 1 : 0)).join('')}@${size}`
  let style = strips.get(key)
  if (style === undefined) {
    style = stripStyle(names, highlighted, size)
    strips.set(key, style)
  }
  return style
}

function stripStyle(names: readonly string[], highlighted: readonly boolean[], size: number): CSSProperties | null {
  const rows = names.map(spriteRow)
  if (rows.length === 0 || rows.includes(null)) return null
  const slot = size + STRIP_GAP
  const frame = size + 2 * STRIP_GAP
  const icons = rows.map((row, i) => ({ url: SPRITE_URL, position: `${i * slot}px ${-row! * size}px`, size: `${size}px auto`, clip: 'content-box' }))
  // Layers listed first are drawn on top: the frames go last, under the icons.
  const frames = names.flatMap((_, i) =>
    highlighted[i] ? [{ url: HIGHLIGHT, position: `${i * slot - STRIP_GAP}px ${-STRIP_GAP}px`, size: `${frame}px ${frame}px`, clip: 'border-box' }] : [],
  )
  const layers = [...icons, ...frames]
  return {
    width: names.length * slot + STRIP_GAP,
    height: frame,
    padding: STRIP_GAP,
    backgroundImage: layers.map((layer) => layer.url).join(', '),
    backgroundPosition: layers.map((layer) => layer.position).join(', '),
    backgroundSize: layers.map((layer) => layer.size).join(', '),
    backgroundClip: layers.map((layer) => layer.clip).join(', '),
    backgroundOrigin: 'content-box',
  }
}

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
