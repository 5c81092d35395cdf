/**
 * The icons the importer writes under /game (public/game) and the pages show:
 * WebP squares, one folder per set. Importer and pages both build names from
 * here, so a format or size changes in one place.
 */
export interface IconSet {
  /** folder under /game */
  folder: string
  /** width and height in pixels */
  size: number
}

/**
 * Unit icons in two sizes. Rows and search results show them at 36–48 CSS px,
 * where a 96 px copy is sharp on a 2× screen and a third lighter than the
 * game's 128 px picture; the unit page header and saved-cat rows show them
 * bigger and keep 128 px.
 */
export const UNIT_ICONS = {
  small: { folder: 'unit_icon/96', size: 96 },
  large: { folder: 'unit_icon/128', size: 128 },
} as const satisfies Record<string, IconSet>

export type UnitIconSize = keyof typeof UNIT_ICONS

/** Ability and trait icons keep the game's 40 px. */
export const ABILITY_ICONS = { folder: 'ability', size: 40 } as const satisfies IconSet

/** Enemy icons keep the source's 64 px (battlecatsinfo/img `e/{id}/0.png`). */
export const ENEMY_ICONS = { folder: 'enemy_icon', size: 64 } as const satisfies IconSet

/** The game's picture for a form it has no icon for. */
const UNKNOWN_UNIT_ICON = 'unknown'

export function iconFileName(name: string): string {
  return `${name}.webp`
}

function iconUrl(set: IconSet, name: string): string {
  return `/game/${set.folder}/${iconFileName(name)}`
}

export function unitIconUrl(unitId: number, formIndex: number, size: UnitIconSize): string {
  return iconUrl(UNIT_ICONS[size], `${unitId}_${formIndex}`)
}

export function unknownUnitIconUrl(size: UnitIconSize): string {
  return iconUrl(UNIT_ICONS[size], UNKNOWN_UNIT_ICON)
}

/** `name` is the icon's file name in the game's ability folder without its extension, e.g. "Wave" or "Target_Red". */
export function abilityIconUrl(name: string): string {
  return iconUrl(ABILITY_ICONS, name)
}

export function enemyIconUrl(enemyId: number): string {
  return iconUrl(ENEMY_ICONS, String(enemyId))
}
