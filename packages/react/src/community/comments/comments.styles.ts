import { avatarStyles } from '../../shared/avatar/Avatar'
import { MOBILE_BREAKPOINT } from '../../shared/theme/styles'
// Colours come from the kit's custom properties, so light and dark follow `data-theme`.

/**
 * The comment section's stylesheet (input, chips, comments, replies), scoped under the kit root.
 * Injected by `CommentSection`; ship it yourself with the provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + commentStyles + emoticonStyles}</style>
 */
export const commentStyles = `
.aw-root .aw-comments{display:grid;gap:16px;color:var(--aw-text)}
.aw-root .aw-comments>h2{font-size:16px;font-weight:700}
.aw-root .aw-comment-input{display:grid;gap:8px;padding:12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-comment-input textarea{width:100%;resize:vertical;border:0;background:transparent;white-space:pre-wrap}
.aw-root .aw-comment-input[data-state=closed] textarea{resize:none}
.aw-root .aw-comment-input-actions{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.aw-root .aw-comment-counter{margin-right:auto;color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-comment-counter[data-state=over]{color:var(--aw-danger)}
.aw-root .aw-chips{display:flex;gap:8px}
.aw-root .aw-chips .aw-button{min-height:32px;border-radius:999px}
.aw-root .aw-chips .aw-button[aria-pressed=true]{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-comment-list,.aw-root .aw-replies{display:grid;gap:12px}
.aw-root .aw-comment>*{min-width:0}
.aw-root .aw-reply-thread{display:grid;gap:12px;padding-left:40px}
.aw-root .aw-reply-thread[hidden]{display:none}
.aw-root .aw-comment{display:grid;gap:6px}
.aw-root .aw-comment[data-state=blocked]{color:var(--aw-text-muted);font-style:italic}
.aw-root .aw-comment-blinded{margin:0;color:var(--aw-text-muted);font-style:italic}
.aw-root .aw-comment[data-state=pinned]{padding:8px;border-radius:var(--aw-radius);background:var(--aw-surface-2)}
.aw-root .aw-comment-header{display:flex;align-items:center;gap:8px;min-width:0}
.aw-root .aw-comment-header a{font-weight:600;text-decoration:none}
.aw-root .aw-comment-header time,.aw-root .aw-comment-edited{color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-comment-header .aw-menu{margin-left:auto}
.aw-root .aw-avatar{width:32px;height:32px;border-radius:50%;flex:none;background:var(--aw-surface-2);object-fit:cover}
.aw-root .aw-comment-content{white-space:pre-wrap;overflow-wrap:anywhere}
.aw-root .aw-comment-content .aw-rt-emoticon{display:inline-block;width:28px;height:28px;vertical-align:middle}
.aw-root .aw-comment-content .aw-rt-link{color:var(--aw-accent)}
.aw-root .aw-comment-content .aw-rt-mention{color:var(--aw-accent);font-weight:600}
.aw-root .aw-comment-actions{display:flex;align-items:center;gap:4px;flex-wrap:wrap}
.aw-root .aw-comment-actions .aw-button{min-height:32px;padding:0 10px;background:transparent;color:var(--aw-text-muted)}
.aw-root .aw-comment-actions .aw-button[aria-pressed=true]{color:var(--aw-accent)}
.aw-root .aw-clamp-text{line-height:1.5;overflow:hidden}
.aw-root .aw-clamp-text>*{line-height:inherit}
.aw-root .aw-clamp[data-state=expanded] .aw-clamp-text{overflow:visible}
.aw-root .aw-clamp-toggle{border:0;background:none;padding:2px 0;min-height:28px;color:var(--aw-text-muted);font-weight:600;cursor:pointer}
@media (hover:hover){.aw-root .aw-comment-header .aw-menu{opacity:0}.aw-root .aw-comment:hover .aw-comment-header .aw-menu,.aw-root .aw-comment-header .aw-menu:focus-within{opacity:1}}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-reply-thread{padding-left:16px}.aw-root .aw-comment-input{padding:8px}}
${avatarStyles}`
