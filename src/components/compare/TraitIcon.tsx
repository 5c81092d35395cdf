import type { Trait } from '../../domain/game-data/vocabulary.ts'
import { traitIcon } from '../../domain/ability-vocabulary.ts'
import { SpriteIcon } from './SpriteIcon'

export function TraitIcon({ trait, label, size = 20 }: { trait: Trait; label?: string; size?: number }) {
  return <SpriteIcon name={traitIcon(trait)} label={label ?? trait} size={size} />
}
