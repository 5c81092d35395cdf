// Placeholder until the unit search issue lands: the dialog mounts here from the root shell.
export function UnitSearchDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null
}
