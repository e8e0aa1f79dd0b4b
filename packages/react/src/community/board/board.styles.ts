import { avatarStyles } from '../../shared/avatar/Avatar'
import { MOBILE_BREAKPOINT } from '../../shared/theme/styles'

// The card's main link stretches over the card (`::after`); the controls inside sit above it.
// Nothing on the page moves as it loads (layout shift): a post's images fill a 16:9 frame whatever
// their size, and the bottom bar under the comments waits for their first page.
// The first rule makes the board's elements inherit the kit root's text styles, so a host
// reset that sets colour or size on every element (`* { ... }`) does not reach them.
/**
 * The stylesheet of `CommunityBoard` and `PostDetail`, scoped under the kit root and the `aw-`
 * prefix; colours come from the kit's custom properties, so light and dark follow
 * `data-theme`. The components inject it themselves; an app that passes
 * `injectStyles={false}` to the provider ships it with `airwaveStyles`.
 *
 * @example
 * <style data-airwave>{airwaveStyles + boardStyles}</style>
 */
export const boardStyles = `
.aw-root :where(.aw-board,.aw-post-page),.aw-root :where(.aw-board,.aw-post-page) *{color:inherit;font-family:inherit;font-size:inherit;line-height:inherit;letter-spacing:inherit}
.aw-root .aw-board,.aw-root .aw-post-page{display:grid;gap:16px;color:var(--aw-text)}
.aw-root .aw-post-list{display:grid;gap:12px}
.aw-root .aw-post{position:relative;display:grid;gap:12px;padding:16px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-post[data-state=pinned]{border-color:var(--aw-accent)}
.aw-root .aw-post-header{display:flex;align-items:center;gap:10px;min-width:0}
.aw-root .aw-post-author{display:grid;min-width:0;margin-right:auto}
.aw-root .aw-post-author>span{font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-post-link{color:var(--aw-text-muted);font-size:12px;text-decoration:none}
.aw-root .aw-post-link:hover{text-decoration:underline}
.aw-root .aw-post[data-variant=list] .aw-post-link::after{content:'';position:absolute;inset:0;border-radius:var(--aw-radius)}
.aw-root .aw-post :where(button,.aw-menu,.aw-post-comments,.aw-post-text a){position:relative;z-index:1}
.aw-root .aw-avatar{flex:none;width:40px;height:40px;border-radius:50%;object-fit:cover;background:var(--aw-surface-2)}
.aw-root .aw-badges{display:flex;flex-wrap:wrap;gap:6px}
.aw-root .aw-badge{display:inline-flex;align-items:center;gap:4px;padding:2px 8px;border-radius:999px;font-size:12px;font-weight:600;background:var(--aw-surface-2);color:var(--aw-text-muted)}
.aw-root .aw-badge[data-tone=accent]{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-post-text{white-space:pre-wrap;overflow-wrap:anywhere}
.aw-root .aw-post-text[data-state=collapsed]{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;line-clamp:3;overflow:hidden}
.aw-root .aw-text-toggle{justify-self:start;color:var(--aw-text-muted);font-weight:600}
.aw-root .aw-post-images{position:relative;display:grid;gap:8px;justify-items:start}
.aw-root .aw-post-images img{width:100%;aspect-ratio:16/9;max-height:480px;object-fit:cover;border-radius:var(--aw-radius);background:var(--aw-surface-2)}
.aw-root .aw-post[data-variant=detail] .aw-post-images img{max-height:80vh;object-fit:contain}
.aw-root .aw-more-images{position:absolute;right:8px;bottom:8px;padding:2px 10px;border-radius:999px;background:rgba(10,12,16,.82);color:#fff;font-weight:700}
.aw-root .aw-post-preview{padding:8px 12px;border-radius:var(--aw-radius);background:var(--aw-surface-2);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-post-preview strong{margin-right:8px;font-weight:700}
.aw-root .aw-post-actions{display:flex;align-items:center;gap:8px}
.aw-root .aw-post svg{display:inline-block;flex:none}
.aw-root .aw-post-actions .aw-button{min-height:36px;padding:0 12px;background:transparent;font-weight:500}
.aw-root .aw-post-actions .aw-button[aria-pressed=true]{color:var(--aw-accent)}
.aw-root .aw-post-comments{display:inline-flex;align-items:center;gap:6px;min-height:36px;padding:0 12px;border-radius:var(--aw-radius);text-decoration:none}
.aw-root .aw-post-comments:hover,.aw-root .aw-post-actions .aw-button:hover{background:var(--aw-surface-2)}
.aw-root .aw-page-bar{display:flex;align-items:center;justify-content:space-between;gap:8px}
.aw-root .aw-page-bar a.aw-button{text-decoration:none}
.aw-root .aw-post-comments-anchor:has(>.aw-comments[data-state=loading])+.aw-page-bar{display:none}
.aw-root .aw-empty{padding:48px 16px;text-align:center;color:var(--aw-text-muted)}
.aw-root .aw-empty h2{color:var(--aw-text);font-size:18px;margin-bottom:8px}
.aw-root .aw-skeleton-card{display:grid;gap:12px;padding:16px;border:1px solid var(--aw-border);border-radius:var(--aw-radius)}
.aw-root .aw-skeleton-line{height:14px;border-radius:4px;background:var(--aw-surface-2)}
.aw-root .aw-skeleton-line[data-size=short]{width:40%}
.aw-root .aw-skeleton-line[data-size=title]{width:60%;height:18px}
@media (prefers-reduced-motion:no-preference){.aw-root .aw-skeleton-line{animation:aw-pulse 1.2s ease-in-out infinite alternate}}
@keyframes aw-pulse{to{opacity:.45}}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-post{padding:12px;border-radius:0;border-left:0;border-right:0}.aw-root .aw-post-list{gap:0}.aw-root .aw-avatar{width:32px;height:32px}}
${avatarStyles}`
