import type { Cat } from '../../domain/game-data/model.ts'
import { padUnitId, parseUnitId } from '../../domain/units.ts'
import { NotFound } from '../NotFound'
import { FormSwitcher } from './UnitHeader'
import { shownAddressPart } from '../../text/format.ts'

/**
 * The unit page's 404: an unknown or malformed unit id, or a form the cat
 * does not have (then with links to the forms it does have).
 */
export function UnitNotFound({ unitId, formIndex, cat }: { unitId: string; formIndex: string; cat: Cat | null }) {
  if (cat !== null) {
    const name = cat.forms[0]?.name ?? `Unit ${padUnitId(cat.id)}`
    return (
      <NotFound>
        <div className="flex flex-col items-center gap-4" data-testid="unit-form-not-found">
          <p>
            <span className="font-semibold text-text">{name}</span> has no form “{shownAddressPart(formIndex, 12)}”. Its forms:
          </p>
          <FormSwitcher cat={cat} current={null} />
        </div>
      </NotFound>
    )
  }
  const id = parseUnitId(unitId)
  return (
    <NotFound>
      <p data-testid="unit-not-found">
        {id === null ? `“${shownAddressPart(unitId, 12)}” is not a unit id: unit ids are numbers such as 025.` : `There is no unit ${padUnitId(id)}.`} Search
        for a cat with the search button at the top.
      </p>
    </NotFound>
  )
}
