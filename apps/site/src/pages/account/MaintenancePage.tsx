import { MaintenanceNotice, safeReturnUrl } from '@airwave/react/account'
import { useState } from 'react'
import { useAccountSiteText } from '../../i18n/account'
import { clearMaintenance, readMaintenance } from './accountState'
import './account.css'

/**
 * `/under-maintenance`: what the 503 said (kept for the tab), until the platform answers again;
 * then back to the page the member was on, loaded anew (its session and answers were refused
 * during maintenance).
 */
export function MaintenancePage() {
  const words = useAccountSiteText()
  const [stored] = useState(readMaintenance)
  return (
    <div className="aw-site-account" data-layout="notice">
      <title>{`${words.maintenanceTitle} · Airwave`}</title>
      <MaintenanceNotice
        info={stored?.info}
        onEnded={() => {
          clearMaintenance()
          location.replace(safeReturnUrl(stored?.from))
        }}
      />
    </div>
  )
}
