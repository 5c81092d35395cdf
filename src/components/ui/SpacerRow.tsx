/** A virtual table's stand-in for the rows above or below those drawn (useVirtualRows' paddingTop / paddingBottom). */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true">
      <td style={{ height }} colSpan={columns} />
    </tr>
  ) : null
}
