import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * After a move to another page inside the app, the focus goes to the new page's heading (or its
 * main region), as a page load starts at the top: the link that was followed is usually gone, and
 * the focus fell to the document, where a keyboard or a screen reader had to start over unannounced.
 * A change of the address's search (a filter, a sort) keeps the focus where it is, and so does a
 * page that already put it somewhere of its own.
 */
export function useFocusOnNavigation() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged) return
        requestAnimationFrame(() => {
          const main = document.getElementById('main')
          if (!main) return
          const active = document.activeElement
          if (active && active !== document.body && main.contains(active)) return
          const target = main.querySelector<HTMLElement>('h1') ?? main
          if (!target.hasAttribute('tabindex')) target.tabIndex = -1
          target.focus({ preventScroll: true })
        })
      }),
    [router],
  )
}
