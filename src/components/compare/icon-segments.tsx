import { SPRITE_CLASS, spriteStrip } from './SpriteIcon'

const STRIP = `${SPRITE_CLASS} align-middle`

/** One icon of a cell, or a word where the sprite has no icon; `after` is a word shown right after it. */
export interface CellIcon {
  icon: string | null
  label: string
  highlighted?: boolean
  after?: string
}

/**
 * A cell's icons as few elements as it can: each run of icons is one strip (spriteStrip), broken
 * by a word or after `perStrip` icons. Keyed by position, so a row that shows another unit changes styles in place.
 */
export function iconSegments(icons: readonly CellIcon[], perStrip: number) {
  const out = []
  let run: CellIcon[] = []
  const flush = () => {
    if (run.length === 0) return
    const label = run.map((icon) => icon.label).join('; ')
    out.push(
      <span
        key={out.length}
        role="img"
        aria-label={label}
        title={label}
        className={STRIP}
        style={spriteStrip(
          run.map((icon) => icon.icon!),
          run.map((icon) => icon.highlighted === true),
        )!}
      />,
    )
    run = []
  }
  for (const icon of icons) {
    if (icon.icon) {
      if (run.length === perStrip) flush()
      run.push(icon)
    } else {
      flush()
      out.push(
        <span key={out.length} className="mr-0.5 rounded bg-surface-2 px-1 align-middle text-[10px]" title={icon.label}>
          {icon.label}
        </span>,
      )
    }
    if (icon.after) {
      flush()
      out.push(
        <span key={out.length} className="mr-1 ml-0.5 align-middle text-[10px] font-semibold text-accent">
          {icon.after}
        </span>,
      )
    }
  }
  flush()
  return out
}
