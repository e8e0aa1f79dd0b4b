import { avatarStyles } from '../shared/avatar/Avatar'
import { MOBILE_BREAKPOINT } from '../shared/theme/styles'

/**
 * The blocked users settings stylesheet. Injected by `BlockedUsers`; ship it yourself with the
 * provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + settingsStyles}</style>
 */
export const settingsStyles = `
.aw-root .aw-blocked-users{display:grid;gap:12px;color:var(--aw-text)}
.aw-root .aw-blocked-users>h2{font-size:18px;font-weight:700}
.aw-root .aw-blocked-users-count,.aw-root .aw-blocked-users-empty{color:var(--aw-text-muted)}
.aw-root .aw-blocked-users-list{display:grid;gap:4px}
.aw-root .aw-blocked-user{display:flex;align-items:center;gap:12px;padding:8px 0;border-bottom:1px solid var(--aw-border)}
.aw-root .aw-blocked-user a{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:600;text-decoration:none}
.aw-root .aw-blocked-user .aw-avatar{width:40px;height:40px;border-radius:50%;flex:none;background:var(--aw-surface-2);object-fit:cover}
.aw-root .aw-blocked-user[data-state=unblocked] a{color:var(--aw-text-muted)}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-blocked-user .aw-button{min-height:36px;padding:0 12px}}
${avatarStyles}`
