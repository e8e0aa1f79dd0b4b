import { useControllableState } from './useControllableState'

/** The open props of the kit's dialogs, menus and pickers, Radix's names. */
export interface OpenStateProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * Whether a dialog, menu or picker is open: the caller's `open` when given, else its own,
 * starting at `defaultOpen` (closed); `onOpenChange` told of every change.
 *
 * @example const [open, setOpen] = useOpenState(props)
 */
export function useOpenState(props: OpenStateProps): [boolean, (open: boolean) => void] {
  return useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
}
