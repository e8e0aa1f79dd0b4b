import type { AlertType } from '@airwave/sdk/widget'

const PATHS: Record<AlertType, string> = {
  gem: 'M6 3h12l4 6-10 12L2 9zm1.2 2L4.6 9h4.6l1.5-4zm5.6 0 1.5 4h4.6l-2.6-4zM5 11l5.5 6.6L8.9 11zm5.9 0L12 18l1.1-7zm4.2 0-1.6 6.6L19 11z',
  subscription: 'M12 2l3 6.5 7 .9-5.1 4.8 1.3 7L12 17.8 5.8 21.2l1.3-7L2 9.4l7-.9z',
  voucher:
    'M20 7h-2.2A3 3 0 0 0 12 4a3 3 0 0 0-5.8 3H4v5h1v8h14v-8h1zM14.5 5.5a1 1 0 1 1 0 2h-1.6zm-5 0a1 1 0 0 1 1.1 1l.5 1H9.5a1 1 0 0 1 0-2zM11 18H7v-6h4zm0-8H6V9h5zm6 8h-4v-6h4zm1-8h-5V9h5z',
  mission: 'M5 2h2v1h12l-2.5 4.5L19 12H7v10H5zm2 3v5h8.6l-1.4-2.5L15.6 5z',
}

/** The picture of an alert type, in the alert's accent colour. */
export function AlertIcon({ type }: { type: AlertType }) {
  return (
    <svg className="aw-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[type]} />
    </svg>
  )
}
