import { describe, expect, it } from 'vitest'
import { clickedSortDirection } from './sort-click.ts'

describe('clickedSortDirection', () => {
  it('the first click on the column a fresh page is sorted by keeps it best-first', () => {
    expect(clickedSortDirection({ isCurrent: true, chosen: false, current: 'desc', bestFirst: 'desc' })).toBe('desc')
    expect(clickedSortDirection({ isCurrent: true, chosen: false, current: 'asc', bestFirst: 'asc' })).toBe('asc')
  })

  it('a click on the column the player chose flips it; another column starts best-first', () => {
    expect(clickedSortDirection({ isCurrent: true, chosen: true, current: 'desc', bestFirst: 'desc' })).toBe('asc')
    expect(clickedSortDirection({ isCurrent: true, chosen: true, current: 'asc', bestFirst: 'desc' })).toBe('desc')
    expect(clickedSortDirection({ isCurrent: false, chosen: true, current: 'desc', bestFirst: 'asc' })).toBe('asc')
  })
})
