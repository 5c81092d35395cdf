import { describe, expect, it } from 'vitest'
import { battleMoney, parseWorkerLevel } from './battle-money.ts'

// BCU Treasure.getMaxMon / getMonInc with the Cat Base's worker power-ups at 30 (BCU Data.MLV):
//   wallet = max(25, 50 × 30) × (1 + level) + 10 × Giant Safe %
//   income a frame = (0.15 + 0.1 × 30) × (1 + 0.1 × (level − 1)) + 0.01 × Energy Drink %; 30 frames a second.
describe('battleMoney', () => {
  it('at Worker Cat level 8 with both treasures at 300%: 16,500¢ and 250.65¢ a second', () => {
    // wallet 1,500 × 9 + 3,000 = 16,500; income 3.15 × 1.7 + 3 = 8.355 a frame, × 30 = 250.65
    const money = battleMoney(8, { walletTreasure: 300, workerTreasure: 300 })
    expect(money.wallet).toBe(16_500)
    expect(money.perSecond).toBeCloseTo(250.65, 10)
  })

  it('at level 1 without the treasures: 3,000¢ and 94.5¢ a second', () => {
    // wallet 1,500 × 2 = 3,000; income 3.15 × 1 = 3.15 a frame, × 30 = 94.5
    expect(battleMoney(1, { walletTreasure: 0, workerTreasure: 0 })).toEqual({ workerLevel: 1, wallet: 3_000, perSecond: 94.5 })
  })

  it('at level 3 with Giant Safe 100% and Energy Drink 150%: 7,000¢ and 158.4¢ a second', () => {
    // wallet 1,500 × 4 + 1,000 = 7,000; income 3.15 × 1.2 + 1.5 = 5.28 a frame, × 30 = 158.4
    const money = battleMoney(3, { walletTreasure: 100, workerTreasure: 150 })
    expect(money.wallet).toBe(7_000)
    expect(money.perSecond).toBeCloseTo(158.4, 10)
  })
})

describe('parseWorkerLevel', () => {
  it('takes 1 to 8 and nothing else', () => {
    expect(parseWorkerLevel('1')).toBe(1)
    expect(parseWorkerLevel('8')).toBe(8)
    for (const bad of ['0', '9', '03', '2.5', '', 'max', '-1']) expect(parseWorkerLevel(bad)).toBeNull()
  })
})
