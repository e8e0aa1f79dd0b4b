import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * The open state of a header disclosure, held for the page it was opened on: a page change
 * finds it closed without an effect to reset it.
 */
export function useOpenOnPage() {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | undefined>(undefined)
  const open = openOn === pathname
  const close = useCallback(() => setOpenOn(undefined), [])
  const toggle = () => setOpenOn(open ? undefined : pathname)
  return { open, close, toggle }
}
