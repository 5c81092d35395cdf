import { TRAITS } from '../domain/game-data/vocabulary.ts'
import { traitIcon } from '../domain/ability-vocabulary.ts'
import { ABILITY_CATALOG } from '../domain/compare/abilities.ts'

/**
 * The ability and trait icons of the compare table as one picture (a sprite),
 * written by the importer. A sort or a filter shows other units in the same
 * rows; with one <img> per icon, the browser's work on every changed image
 * source was the largest part of each update, where moving a sprite is a style change.
 * The cells stand in one column: a background layer then shows a single icon in a box one
 * cell wide, so a whole row of icons can be drawn by one element with a layer per icon
 * (spriteStrip).
 */
export const ICON_SPRITE = {
  /** under /game */
  file: 'ability/sprite.webp',
  /** pixels per cell: a multiple of 16, so WebP's blocks never mix two icons */
  cell: 48,
} as const

/** Every icon in the sprite, in cell order: the catalogue's, then the traits'. */
export const SPRITE_ICON_NAMES: readonly string[] = [
  ...new Set([...ABILITY_CATALOG.flatMap((info) => (info.icon ? [info.icon] : [])), ...TRAITS.map(traitIcon)]),
]

const cellOf = new Map(SPRITE_ICON_NAMES.map((name, index) => [name, index]))

/** The icon's row (cell) in the sprite's one column; null if the sprite does not hold it. */
export function spriteRow(name: string): number | null {
  return cellOf.get(name) ?? null
}
