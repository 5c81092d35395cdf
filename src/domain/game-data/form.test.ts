import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { importGameData } from './import-game-data.ts'
import { matchBackswing, parseCatStats } from './backswing.ts'
import { parseAbilities } from './abilities.ts'
import { parseNumberRows } from './game-text.ts'
import { type UnitForm } from './model.ts'

// Every expected value below was read by hand from the raw line of
// DataLocal/unit{id+1}.csv quoted in the comment ("col:value", zero columns
// left out, 0-based columns as in FORMAT.md).
const { dataSet } = importGameData(readGameDataFiles(defaultGameDataDir()), '2026-01-01T00:00:00.000Z')

function form(catId: number, formIndex: number): UnitForm {
  const found = dataSet.cats.find((cat) => cat.id === catId)?.forms.find((candidate) => candidate.formIndex === formIndex)
  if (!found) throw new Error(`form ${catId}-${formIndex} is not listed`)
  return found
}

describe('base stats, hits and backswing', () => {
  it('Cat (id 0, form 0): a short 52-column line, one hit that applies effects', () => {
    // unit001.csv line 1: 0:100 1:3 2:10 3:8 4:15 5:140 6:50 7:75 9:320 13:8 15:9 (52 columns, no col 63)
    // Unit_Explanation1_en.csv: "Cat|The Basic Cat|||"; catstat.tsv cat 0 row 1: preswing 8, tba 30, backswing 10, frequency 37
    expect(form(0, 0)).toEqual({
      catId: 0,
      formIndex: 0,
      name: 'Cat',
      description: 'The Basic Cat',
      hp: 100,
      knockbacks: 3,
      speed: 10,
      range: 140,
      timeBetweenAttacks: 15,
      backswing: 10,
      recharge: 75,
      cost: 50,
      areaAttack: false,
      hits: [{ damage: 8, foreswing: 8, procs: true, area: null }],
      targets: [],
      abilities: {},
      immunities: [],
      resistances: {},
    })
  })

  it('Bahamut Cat (id 25) form 0: one area hit', () => {
    // unit026.csv line 1: 0:1500 1:3 2:6 3:5000 4:240 5:450 6:3000 7:2400 9:320 12:1 13:121 15:9 63:1 110:-1
    // catstat.tsv cat 25 row 1: preswing 121, tba 480, backswing 30, frequency 600 (= 121 + max(30, 479))
    const bahamut = form(25, 0)
    expect(bahamut.name).toBe('Bahamut Cat')
    expect(bahamut.description).toBe(
      'An ancient Cat weapon that was rumored\nto have caused the first apocalypse.\nHas unearthly offensive power (Area Attack)',
    )
    expect([bahamut.hp, bahamut.knockbacks, bahamut.speed, bahamut.range]).toEqual([1500, 3, 6, 450])
    expect([bahamut.timeBetweenAttacks, bahamut.recharge, bahamut.cost, bahamut.backswing]).toEqual([240, 2400, 3000, 30])
    expect(bahamut.areaAttack).toBe(true)
    expect(bahamut.hits).toEqual([{ damage: 5000, foreswing: 121, procs: true, area: null }])
    // col 110 = −1: summons nothing
    expect(bahamut.abilities).toEqual({})
  })

  it('Awakened Bahamut Cat (id 25, form 2): three hits with cumulative foreswings', () => {
    // unit026.csv line 3: 0:1500 1:6 2:60 3:5000 5:200 6:3000 7:1600 9:320 12:1 13:5 15:9
    //   59:200 60:300 61:10 62:20 63:1 (64, 65 = 0) 110:-1
    // catstat.tsv cat 25 row 3: preswing 5/10/20, tba 0, backswing 73, frequency 93 (= 20 + max(73, −1))
    const awakened = form(25, 2)
    expect(awakened.name).toBe('Awakened Bahamut Cat')
    expect([awakened.hp, awakened.knockbacks, awakened.speed, awakened.range]).toEqual([1500, 6, 60, 200])
    expect([awakened.timeBetweenAttacks, awakened.recharge, awakened.cost, awakened.backswing]).toEqual([0, 1600, 3000, 73])
    expect(awakened.hits).toEqual([
      { damage: 5000, foreswing: 5, procs: true, area: null },
      { damage: 200, foreswing: 10, procs: false, area: null },
      { damage: 300, foreswing: 20, procs: false, area: null },
    ])
    // At level 50 with maxed treasures the game shows 110000 / 4400 / 6600:
    // curve 20,20,20,10… → ×(1 + (9×20 + 10×20 + 10×20 + 20×10)/100) = ×8.8, then ×2.5.
    const curve = dataSet.cats.find((cat) => cat.id === 25)?.levelCurve ?? []
    const percent = 100 + Array.from({ length: 49 }, (_, step) => curve[Math.ceil((step + 2) / 10) - 1] ?? 0).reduce((a, b) => a + b, 0)
    expect(percent).toBe(880)
    expect(awakened.hits.map((hit) => Math.floor(Math.round((hit.damage * percent) / 100) * 2.5))).toEqual([110000, 4400, 6600])
  })

  it('Crazed Moneko (id 418, form 0): only hit 3 applies the critical (col 65)', () => {
    // unit419.csv line 1: 0:1000 1:4 2:10 3:150 5:210 6:99 7:666 13:4 31:100 59:150 60:150 61:19 62:139 (63:0 64:0) 65:1
    // catstat.tsv cat 418 row 1: preswing 4/19/139, tba 0, backswing 42
    const moneko = form(418, 0)
    expect(moneko.hits).toEqual([
      { damage: 150, foreswing: 4, procs: false, area: null },
      { damage: 150, foreswing: 19, procs: false, area: null },
      { damage: 150, foreswing: 139, procs: true, area: null },
    ])
    expect(moneko.abilities).toEqual({ critical: { chance: 100 } })
    expect(moneko.backswing).toBe(42)
  })

  it('Cat-Cheater (id 673) has a negative backswing in catstat.tsv: treated as unknown', () => {
    // catstat.tsv cat 673: preswing 100, tba 0, backswing −98, frequency 99 (the cat itself is hidden: a dummy)
    const row = parseCatStats(readGameDataFiles(defaultGameDataDir()).catStats).get(673)?.[0]
    expect(row?.backswing).toBe(-98)
    expect(matchBackswing(row, [{ damage: 1, foreswing: 100, procs: true, area: null }], 0)).toBeNull()
  })
})

describe('hit areas', () => {
  it('Nerd Cat (id 35, form 0): long distance from col 44/45', () => {
    // unit036.csv line 1: 3:300 5:1200 13:72 44:1100 45:400 63:1
    expect(form(35, 0).range).toBe(1200)
    expect(form(35, 0).hits).toEqual([{ damage: 300, foreswing: 72, procs: true, area: { start: 1100, width: 400 } }])
  })

  it('Madoka Kaname (id 288, form 0): long distance, strong against floating, witch killer', () => {
    // unit289.csv line 1: 3:1650 5:550 13:44 16:1 23:1 27:100 28:90 44:450 45:350 53:1 63:1 110:-1
    const madoka = form(288, 0)
    expect(madoka.hits[0]?.area).toEqual({ start: 450, width: 350 })
    expect(madoka.targets).toEqual(['floating'])
    expect(madoka.abilities).toEqual({ strongAgainst: true, slow: { chance: 100, duration: 90 }, witchKiller: true })
  })

  it('Adventurer Kanna (id 607, form 0): hits 2 and 3 with their own areas (cols 99–104), and a surge', () => {
    // unit608.csv line 1: 3:290 4:68 5:400 12:1 13:20 17:1 30:1 44:300 45:500 59:290 60:290 61:60 62:90 63:1
    //   86:100 87:1600 88:1200 89:2 99:1 100:250 101:500 102:1 103:500 104:500
    const kanna = form(607, 0)
    expect(kanna.hits).toEqual([
      { damage: 290, foreswing: 20, procs: true, area: { start: 300, width: 500 } },
      { damage: 290, foreswing: 60, procs: false, area: { start: 250, width: 500 } },
      { damage: 290, foreswing: 90, procs: false, area: { start: 500, width: 500 } },
    ])
    expect(kanna.targets).toEqual(['black'])
    expect(kanna.abilities).toEqual({
      massiveDamage: true,
      surge: { chance: 100, level: 2, start: 400, width: 300, isMiniSurge: false },
    })
  })

  it('Cats in the Stroller (id 59, form 3): omni strike (negative width), wave, knockback', () => {
    // unit060.csv line 4: 0:6200 1:2 2:18 3:3500 4:120 5:240 6:2100 7:900 12:1 13:60 16:1 21:1 24:40 35:100 36:3
    //   44:300 45:-400 49:1 63:1 110:-1
    const stroller = form(59, 3)
    expect(stroller.name).toBe('Cats in the Stroller')
    expect(stroller.hits).toEqual([{ damage: 3500, foreswing: 60, procs: true, area: { start: 300, width: -400 } }])
    expect(stroller.targets).toEqual(['floating', 'alien'])
    expect(stroller.abilities).toEqual({ knockback: { chance: 40 }, wave: { chance: 100, level: 3, isMiniWave: false } })
    expect(stroller.immunities).toEqual(['freeze'])
  })

  it('Mighty Thermae D-Lux (id 417, form 0): three omni hits sharing the area of hit 1, all applying effects', () => {
    // unit418.csv line 1: 3:700 5:425 12:1 13:59 22:1 23:1 25:100 26:30 44:425 45:-1100 52:1 59:700 60:700 61:75 62:123
    //   63:1 64:1 65:1
    const thermae = form(417, 0)
    const area = { start: 425, width: -1100 }
    expect(thermae.hits).toEqual([
      { damage: 700, foreswing: 59, procs: true, area },
      { damage: 700, foreswing: 75, procs: true, area },
      { damage: 700, foreswing: 123, procs: true, area },
    ])
    expect(thermae.targets).toEqual(['zombie'])
    expect(thermae.abilities).toEqual({ strongAgainst: true, freeze: { chance: 100, duration: 30 }, zombieKiller: true })
  })
})

describe('area attacks: surge, mini-surge, mini-wave, explosion', () => {
  it('GOLDEN JUPITER CC (id 223, form 2): surge, positions divided by 4', () => {
    // unit224.csv line 3: 21:1 24:50 27:50 28:150 70:100 86:100 87:1600 88:1200 89:1
    expect(form(223, 2).abilities).toEqual({
      knockback: { chance: 50 },
      slow: { chance: 50, duration: 150 },
      barrierBreaker: { chance: 100 },
      surge: { chance: 100, level: 1, start: 400, width: 300, isMiniSurge: false },
    })
    expect(form(223, 2).targets).toEqual(['alien'])
  })

  it('Mizunade (id 360, form 3): mini-surge, insanely tough, sage slayer, warp immunity', () => {
    // unit361.csv line 4: 21:1 24:100 27:100 28:120 70:100 75:1 80:1 86:100 87:1000 88:2400 89:2 108:1 110:-1 111:1
    const mizunade = form(360, 3)
    expect(mizunade.abilities).toEqual({
      insanelyTough: true,
      knockback: { chance: 100 },
      slow: { chance: 100, duration: 120 },
      barrierBreaker: { chance: 100 },
      surge: { chance: 100, level: 2, start: 250, width: 600, isMiniSurge: true },
      sageSlayer: true,
    })
    expect(mizunade.immunities).toEqual(['warp'])
  })

  it('Superstar MONEKO (id 16, form 2): mini-wave (col 94) and critical', () => {
    // unit017.csv line 3: 3:400 4:50 5:160 13:28 31:20 35:100 36:3 63:1 94:1
    expect(form(16, 2).abilities).toEqual({ critical: { chance: 20 }, wave: { chance: 100, level: 3, isMiniWave: true } })
  })

  it('True Love Neneko (id 589, form 2): mini-wave, critical, shield pierce', () => {
    // unit590.csv line 3: 31:10 35:100 36:2 63:1 94:1 95:20
    expect(form(589, 2).abilities).toEqual({
      critical: { chance: 10 },
      wave: { chance: 100, level: 2, isMiniWave: true },
      shieldPierce: { chance: 20 },
    })
  })

  it('NEK-03 Cloud Emperor (id 306, form 3): explosion at col 114 / 4, explosion immunity, omni', () => {
    // unit307.csv line 4: 3:1800 12:1 13:60 22:1 24:100 44:550 45:-650 52:1 63:1 110:-1 111:1 113:50 114:1800 116:1
    const cloud = form(306, 3)
    expect(cloud.abilities).toEqual({
      knockback: { chance: 100 },
      explosion: { chance: 50, start: 450, width: 0 },
      zombieKiller: true,
      sageSlayer: true,
    })
    expect(cloud.immunities).toEqual(['explosion'])
    expect(cloud.hits[0]?.area).toEqual({ start: 550, width: -650 })
  })
})

describe('abilities, one column at a time', () => {
  it('Warlock and Pierre (id 226, form 0): attacks only, base destroyer', () => {
    // unit227.csv line 1: 16:1 21:1 32:1 34:1 63:1
    expect(form(226, 0).abilities).toEqual({ attackOnly: true, baseDestroyer: true })
    expect(form(226, 0).targets).toEqual(['floating', 'alien'])
  })

  it('Glass Cat (id 382, form 0): kamikaze (col 58 = 2), metal, slow, six immunities', () => {
    // unit383.csv line 1: 19:1 27:100 28:250 43:1 46:1 48:1 49:1 50:1 51:1 55:1 58:2 63:1 67:-1 75:1
    const glass = form(382, 0)
    expect(glass.abilities).toEqual({ slow: { chance: 100, duration: 250 }, metal: true, kamikaze: true })
    expect(glass.immunities).toEqual(['weaken', 'freeze', 'slow', 'knockback', 'wave', 'warp'])
    expect(glass.targets).toEqual(['traitless'])
  })

  it('Metal Cat (id 200, form 0): metal', () => {
    // unit201.csv line 1: 0:1 1:2 2:10 3:8 4:15 5:140 6:400 7:400 13:8 43:1
    expect(form(200, 0).hp).toBe(1)
    expect(form(200, 0).abilities).toEqual({ metal: true })
  })

  it('Master of Mind Soractes (id 728, form 0): conjures unit 729, freeze, sage slayer', () => {
    // unit729.csv line 1: 3:200 12:1 13:12 20:1 25:20 26:50 44:400 45:-800 63:1 110:729 111:1
    expect(form(728, 0).abilities).toEqual({ freeze: { chance: 20, duration: 50 }, sageSlayer: true, conjure: { unitId: 729 } })
    expect(form(728, 0).targets).toEqual(['angel'])
  })

  it('Netherworld Nymph Lunacia (id 787, form 0): counter-surge, weaken, shield pierce, explosion and immunities', () => {
    // unit788.csv line 1: 16:1 19:1 20:1 23:1 37:100 38:90 39:50 44:450 45:-550 49:1 50:1 63:1 79:1 90:1 95:20 96:1
    //   109:1 110:-1 113:100 114:1400 116:1
    const lunacia = form(787, 0)
    expect(lunacia.abilities).toEqual({
      strongAgainst: true,
      weaken: { chance: 100, duration: 90, percentage: 50 },
      explosion: { chance: 100, start: 350, width: 0 },
      shieldPierce: { chance: 20 },
      counterSurge: true,
    })
    expect(lunacia.immunities).toEqual(['freeze', 'slow', 'curse', 'toxic', 'explosion'])
    expect(lunacia.targets).toEqual(['floating', 'angel', 'aku', 'traitless'])
  })

  it('Meditation Cat (id 689, form 0): every target column and boss-shockwave immunity (col 56)', () => {
    // unit690.csv line 1: 10:1 16:1 17:1 18:1 20:1 21:1 22:1 24:100 56:1 78:1 96:1 (19 = 0)
    const meditation = form(689, 0)
    expect(meditation.targets).toEqual(['red', 'floating', 'black', 'metal', 'angel', 'alien', 'zombie', 'relic', 'aku'])
    expect(meditation.abilities).toEqual({ knockback: { chance: 100 } })
    expect(meditation.immunities).toEqual(['bossWave'])
  })

  it('Immortal Miyamoto (id 448, form 2): insane damage, colossus slayer, resistant; two hits', () => {
    // unit449.csv line 3: 3:744 13:9 17:1 29:1 50:1 51:1 59:744 61:32 63:1 64:1 81:1 97:1 110:-1
    const miyamoto = form(448, 2)
    expect(miyamoto.abilities).toEqual({ resistant: true, insaneDamage: true, colossusSlayer: true })
    expect(miyamoto.immunities).toEqual(['weaken', 'slow'])
    expect(miyamoto.hits.map((hit) => [hit.damage, hit.foreswing, hit.procs])).toEqual([
      [744, 9, true],
      [744, 32, true],
    ])
  })

  it('Pai-Pai DX (id 283, form 2): insanely tough, massive damage vs red', () => {
    // unit284.csv line 3: 10:1 12:1 30:1 51:1 63:1 80:1
    expect(form(283, 2).abilities).toEqual({ massiveDamage: true, insanelyTough: true })
    expect(form(283, 2).targets).toEqual(['red'])
    expect(form(283, 2).immunities).toEqual(['weaken'])
  })

  it('Ultimate Windy (id 75, form 3): insane damage', () => {
    // unit076.csv line 4: 16:1 63:1 81:1
    expect(form(75, 3).abilities).toEqual({ insaneDamage: true })
  })

  it('Narita Kaihime (id 496, form 0): savage blow (cols 82/83)', () => {
    // unit497.csv line 1: 17:1 22:1 27:100 28:75 52:1 63:1 82:15 83:200
    expect(form(496, 0).abilities).toEqual({
      slow: { chance: 100, duration: 75 },
      zombieKiller: true,
      savageBlow: { chance: 15, bonusDamage: 200 },
    })
  })

  it('Matador Cat (id 495, form 0): dodge (cols 84/85)', () => {
    // unit496.csv line 1: 10:1 63:1 84:30 85:60
    expect(form(495, 0).abilities).toEqual({ dodge: { chance: 30, duration: 60 } })
  })

  it('Pumpkin Sodom (id 772, form 0): metal killer (col 112)', () => {
    // unit773.csv line 1: 18:1 24:50 29:1 46:1 63:1 110:-1 112:33
    expect(form(772, 0).abilities).toEqual({ resistant: true, knockback: { chance: 50 }, metalKiller: { percentage: 33 } })
    expect(form(772, 0).immunities).toEqual(['wave'])
  })

  it('Thief Cat (id 49, form 0): double money (col 33)', () => {
    // unit050.csv line 1: 33:1
    expect(form(49, 0).abilities).toEqual({ doubleMoney: true })
  })

  it('Shinji & Cat (id 402, form 0): Eva killer (col 77)', () => {
    // unit403.csv line 1: 59:110 60:110 61:46 62:55 63:1 64:1 65:1 77:1
    expect(form(402, 0).abilities).toEqual({ evaKiller: true })
    expect(form(402, 0).hits.every((hit) => hit.procs)).toBe(true)
  })

  it('Extra-Life Cat (id 248, form 2): soulstrike (col 98)', () => {
    // unit249.csv line 3: 22:1 27:20 28:60 52:1 63:1 98:1
    expect(form(248, 2).abilities).toEqual({ slow: { chance: 20, duration: 60 }, zombieKiller: true, soulstrike: true })
  })

  it('Octopus Cat (id 33, form 2): wave blocker (col 47), weaken, resistant', () => {
    // unit034.csv line 3: 16:1 29:1 37:30 38:200 39:50 47:1 63:1
    expect(form(33, 2).abilities).toEqual({
      resistant: true,
      weaken: { chance: 30, duration: 200, percentage: 50 },
      waveBlocker: true,
    })
  })

  it('Val Val Cat (id 123, form 2): behemoth slayer with its dodge (cols 105–107)', () => {
    // unit124.csv line 3: 10:1 24:30 29:1 35:100 36:1 63:1 105:1 106:5 107:30
    expect(form(123, 2).abilities).toEqual({
      resistant: true,
      knockback: { chance: 30 },
      wave: { chance: 100, level: 1, isMiniWave: false },
      behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 },
    })
  })

  it('Kasli the Bane (id 543, form 0): curse (cols 92/93), surge, every trait target', () => {
    // unit544.csv line 1: 10:1 12:1 16:1 17:1 18:1 19:1 20:1 21:1 22:1 44:275 45:400 46:1 51:1 63:1 75:1 78:1 79:1
    //   86:100 87:1600 88:1200 89:2 91:1 92:100 93:135 96:1
    const kasli = form(543, 0)
    expect(kasli.abilities).toEqual({
      curse: { chance: 100, duration: 135 },
      surge: { chance: 100, level: 2, start: 400, width: 300, isMiniSurge: false },
    })
    expect(kasli.immunities).toEqual(['weaken', 'wave', 'warp', 'curse', 'surge'])
    expect(kasli.targets).toEqual(['red', 'floating', 'black', 'metal', 'angel', 'alien', 'zombie', 'relic', 'aku', 'traitless'])
  })

  it('Malevolent Mad-Duck (id 331, form 2): toxic and surge immunity (cols 90/91)', () => {
    // unit332.csv line 3: 10:1 12:1 32:1 63:1 90:1 91:1 96:1
    expect(form(331, 2).immunities).toEqual(['toxic', 'surge'])
    expect(form(331, 2).abilities).toEqual({ attackOnly: true })
  })

  it('Loincloth Cat (id 23, form 2): barrier breaker (col 70)', () => {
    // unit024.csv line 3: 3:100 4:40 5:350 13:6 63:1 70:30
    expect(form(23, 2).abilities).toEqual({ barrierBreaker: { chance: 30 } })
  })

  it('Pogo Cat (id 37, form 0): survive (col 42)', () => {
    // unit038.csv line 1: 42:50
    expect(form(37, 0).abilities).toEqual({ survive: { chance: 50 } })
  })

  it('Maeda Keiji (id 72, form 0): strengthen (cols 40/41)', () => {
    // unit073.csv line 1: 17:1 29:1 40:30 41:100 63:1
    expect(form(72, 0).abilities).toEqual({ resistant: true, strengthen: { hpTrigger: 30, multiplier: 100 } })
  })

  it('Heavy Assault C.A.T. (id 14, form 2): weaken (cols 37–39)', () => {
    // unit015.csv line 3: 17:1 37:30 38:200 39:50
    expect(form(14, 2).abilities).toEqual({ weaken: { chance: 30, duration: 200, percentage: 50 } })
  })

  it('Ultra Delinquent Cat (id 31, form 2): freeze, freeze and curse immunity', () => {
    // unit032.csv line 3: 16:1 25:16 26:60 49:1 59:255 60:255 61:30 62:46 63:1 64:1 65:1 78:1 79:1
    expect(form(31, 2).abilities).toEqual({ freeze: { chance: 16, duration: 60 } })
    expect(form(31, 2).immunities).toEqual(['freeze', 'curse'])
    expect(form(31, 2).targets).toEqual(['floating', 'relic'])
  })

  it('Swimmer Cat (id 36, form 0) massive damage; Axe Cat (id 2, form 0) strong against red', () => {
    // unit037.csv line 1: 16:1 30:1 63:1 — unit003.csv line 1: 10:1 23:1
    expect(form(36, 0).abilities).toEqual({ massiveDamage: true })
    expect(form(2, 0).abilities).toEqual({ strongAgainst: true })
    expect(form(2, 0).targets).toEqual(['red'])
  })

  it('Riceball, Oversleeping Beauty Punt, Dancer Cat, Cat Machine Mk 2: single immunity columns 48, 50, 51, 46', () => {
    // unit022.csv line 3: 48:1 — unit070.csv line 3: 50:1 — unit011.csv line 3: 51:1 — unit044.csv line 2: 46:1
    expect(form(21, 2).immunities).toEqual(['knockback'])
    expect(form(69, 2).immunities).toEqual(['slow'])
    expect(form(10, 2).immunities).toEqual(['weaken'])
    expect(form(43, 1).immunities).toEqual(['wave'])
  })

  it('Bronze Cat (id 60, form 0): targets metal (col 18)', () => {
    // unit061.csv line 1: 18:1 24:20 63:1
    expect(form(60, 0).targets).toEqual(['metal'])
  })
})

describe('defaults the data does not spell out', () => {
  // No unit in 15.0.1 leaves these at 0, so the defaults are checked on a real
  // line with the columns cleared: Val Val Cat (id 123, form 2) and Narita Kaihime (id 496, form 0).
  const files = readGameDataFiles(defaultGameDataDir())
  function cleared(catId: number, formIndex: number, columns: readonly number[]): number[] {
    const cells = [...(parseNumberRows(files.unitStats[catId] ?? '', 'unit file')[formIndex]?.cells ?? [])]
    for (const column of columns) cells[column] = 0
    return cells
  }

  it('behemoth slayer without dodge data dodges 5% for 30 frames', () => {
    expect(parseAbilities(cleared(123, 2, [106, 107])).behemothSlayer).toEqual({ dodgeChance: 5, dodgeDuration: 30 })
  })

  it('savage blow without a bonus deals +200%', () => {
    expect(parseAbilities(cleared(496, 0, [83])).savageBlow).toEqual({ chance: 15, bonusDamage: 200 })
  })
})
