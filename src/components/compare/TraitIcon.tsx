import { abilityIconUrl } from '../../domain/game-data/icons.ts'
import type { Trait } from '../../domain/game-data/model.ts'
import { traitIcon } from '../../domain/trait-labels.ts'

export function TraitIcon({ trait, label, className = 'size-5' }: { trait: Trait; label?: string; className?: string }) {
  return <img src={abilityIconUrl(traitIcon(trait))} alt={label ?? trait} width={20} height={20} className={className} loading="lazy" />
}
