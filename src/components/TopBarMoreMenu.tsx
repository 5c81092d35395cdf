import { useId, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Link2, Map as MapIcon, Menu as MenuIcon, Skull, UserRound } from 'lucide-react'
import { Menu } from './ui/Menu'

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-surface-2 focus-visible:bg-surface-2'

/** Phones only: the top bar's links that do not fit beside the search (Enemies, Stages, Combos, Account), behind one button. */
export function TopBarMoreMenu({ toggleClass }: { toggleClass: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) toggleRef.current?.focus()
  }
  const item = (to: '/enemies' | '/stages' | '/combos' | '/account', icon: ReactNode, label: string) => (
    <Link to={to} search={to === '/stages' ? { q: '' } : undefined} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
      {icon}
      {label}
    </Link>
  )

  return (
    <div className="relative sm:hidden">
      <button
        ref={toggleRef}
        type="button"
        className={toggleClass}
        aria-label="More pages"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <Menu id={menuId} label="More pages" insideRef={toggleRef} itemCount={4} onClose={close} className="absolute top-full right-0 mt-1 w-44">
          {item('/enemies', <Skull className="size-4 text-muted" aria-hidden="true" />, 'Enemies')}
          {item('/stages', <MapIcon className="size-4 text-muted" aria-hidden="true" />, 'Stages')}
          {item('/combos', <Link2 className="size-4 text-muted" aria-hidden="true" />, 'Combos')}
          {item('/account', <UserRound className="size-4 text-muted" aria-hidden="true" />, 'Account')}
        </Menu>
      ) : null}
    </div>
  )
}
