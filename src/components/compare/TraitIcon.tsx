import type { Trait } from '../../domain/game-data/model.ts'

const TRAIT_ICON: Record<Trait, string> = {
  red: 'Target_Red.png',
  floating: 'Target_Floating.png',
  black: 'Target_Black.png',
  metal: 'Target_Metal.png',
  angel: 'Target_Angel.png',
  alien: 'Target_Alien.png',
  zombie: 'Target_Zombie.png',
  relic: 'Target_Relic.png',
  aku: 'Target_Aku.png',
  traitless: 'Target_Traitless.png',
}

export function TraitIcon({ trait, label, className = 'size-5' }: { trait: Trait; label?: string; className?: string }) {
  return <img src={`/game/ability/${TRAIT_ICON[trait]}`} alt={label ?? trait} width={20} height={20} className={className} loading="lazy" />
}
