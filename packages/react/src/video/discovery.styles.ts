import { avatarStyles } from '../shared/avatar/Avatar'

/**
 * Discovery's stylesheet (cards, grids and shelves, the like and follow buttons, the channel
 * header, the search box), scoped under the kit root; injected by its components (ship it
 * yourself with the provider's `injectStyles={false}`). Colours come from the kit's custom
 * properties, so light and dark follow `data-theme`.
 *
 * @example <style>{airwaveStyles + discoveryStyles}</style>
 */
export const discoveryStyles = `
.aw-root .aw-avatar{width:32px;height:32px;border-radius:50%;flex:none;background:var(--aw-surface-2);object-fit:cover}
.aw-root .aw-card-body .aw-avatar{width:36px;height:36px}
.aw-root .aw-channel-header .aw-avatar{width:48px;height:48px}
.aw-root .aw-search-option .aw-avatar{width:28px;height:28px}
.aw-root .aw-card-grid{list-style:none;margin:0;padding:0;display:grid;gap:20px 16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.aw-root .aw-card-grid[data-layout=shelf]{grid-auto-flow:column;grid-auto-columns:minmax(240px,300px);grid-template-columns:none;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.aw-root .aw-card-grid[data-layout=shelf]>li{scroll-snap-align:start}
.aw-root .aw-card-grid-message{padding:24px;text-align:center;color:var(--aw-text-muted)}
.aw-root .aw-card-placeholder{aspect-ratio:16/9;border-radius:var(--aw-radius);background:var(--aw-surface-2);animation:aw-card-pulse 1.2s ease-in-out infinite alternate}
@keyframes aw-card-pulse{to{opacity:.5}}
@media (prefers-reduced-motion:reduce){.aw-root .aw-card-placeholder{animation:none}}
.aw-root .aw-card{display:flex;flex-direction:column;gap:10px;min-width:0}
.aw-root .aw-card-thumb{position:relative;display:block;aspect-ratio:16/9;border-radius:var(--aw-radius);overflow:hidden;background:var(--aw-surface-2);color:inherit}
.aw-root .aw-card-thumb:focus-visible{outline:3px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-card-thumb img{width:100%;height:100%;object-fit:cover;display:block}
.aw-root .aw-card-cover{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;background:var(--aw-surface-2);color:var(--aw-text-muted);font-size:.9em;text-align:center;padding:8px}
.aw-root .aw-card[data-state=adult] .aw-card-cover strong{font-size:1.6em;color:var(--aw-danger)}
.aw-root .aw-card-badge{position:absolute;left:8px;bottom:8px;display:inline-flex;gap:6px;align-items:center;padding:2px 8px;border-radius:6px;background:rgba(0,0,0,.78);color:#fff;font-size:.8em;font-weight:600;font-variant-numeric:tabular-nums}
.aw-root .aw-card-badge[data-kind=video]{left:auto;right:8px}
.aw-root .aw-card-live{background:#d81e3a;color:#fff;border-radius:4px;padding:0 5px;margin-left:-6px;text-transform:uppercase;letter-spacing:.03em}
.aw-root .aw-card-type{position:absolute;left:8px;top:8px;padding:2px 8px;border-radius:6px;background:rgba(0,0,0,.78);color:#fff;font-size:.75em;font-weight:600}
.aw-root .aw-card-body{display:flex;gap:10px;align-items:flex-start;min-width:0}
.aw-root .aw-card-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.aw-root .aw-card-title{margin:0;font-size:1em;line-height:24px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.aw-root .aw-card-title a{color:var(--aw-text);text-decoration:none}
.aw-root .aw-card-title a:hover{text-decoration:underline}
.aw-root .aw-card-channel{color:var(--aw-text-muted);font-size:.9em;line-height:24px;text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-card-channel:hover{color:var(--aw-text);text-decoration:underline}
.aw-root .aw-card-tags{list-style:none;margin:4px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.aw-root .aw-card-tags a{display:inline-block;min-height:24px;line-height:22px;padding:1px 8px;border-radius:999px;background:var(--aw-surface-2);color:var(--aw-text);font-size:.78em;text-decoration:none}
.aw-root .aw-card-tags a.aw-card-category{border:1px solid var(--aw-border);background:transparent}
.aw-root .aw-card-tags a:hover{text-decoration:underline}
.aw-root .aw-pill,.aw-root .aw-follow{display:inline-flex;align-items:center;gap:6px;min-height:36px;min-width:44px;padding:0 14px;border:1px solid var(--aw-border);border-radius:999px;background:var(--aw-surface);color:var(--aw-text);font:inherit;font-weight:600;font-variant-numeric:tabular-nums;cursor:pointer}
.aw-root .aw-pill:hover,.aw-root .aw-follow:hover{background:var(--aw-surface-2)}
.aw-root .aw-pill[data-state=on]{border-color:transparent;background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-follow[data-state=off]{border-color:transparent;background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-pill svg{width:18px;height:18px;flex:none}
.aw-root .aw-pill:focus-visible,.aw-root .aw-follow:focus-visible{outline:3px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-channel-header{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.aw-root .aw-channel-header-text{flex:1;min-width:0}
.aw-root .aw-channel-header-name{margin:0;font-size:1.15em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-channel-header-name a{color:var(--aw-text);text-decoration:none}
.aw-root .aw-channel-header-count{margin:2px 0 0;color:var(--aw-text-muted);font-size:.9em}
.aw-root .aw-search{position:relative;width:100%;max-width:560px}
.aw-root .aw-search form{display:flex;gap:0}
.aw-root .aw-search input{flex:1;min-width:0;min-height:40px;padding:0 14px;border:1px solid var(--aw-border);border-right:none;border-radius:999px 0 0 999px;background:var(--aw-surface);color:var(--aw-text);font:inherit}
.aw-root .aw-search input:focus-visible{outline:3px solid var(--aw-focus);outline-offset:0}
.aw-root .aw-search-submit{min-width:52px;min-height:40px;border:1px solid var(--aw-border);border-radius:0 999px 999px 0;background:var(--aw-surface-2);color:var(--aw-text);cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.aw-root .aw-search-dropdown{position:absolute;z-index:20;left:0;right:0;top:calc(100% + 6px);padding:8px 0;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);box-shadow:var(--aw-shadow)}
.aw-root .aw-search-heading{display:flex;justify-content:space-between;align-items:center;padding:4px 14px;color:var(--aw-text-muted);font-size:.85em}
.aw-root .aw-search-heading button{border:none;background:none;color:var(--aw-text-muted);font:inherit;cursor:pointer;text-decoration:underline;min-height:32px}
.aw-root .aw-search-options{list-style:none;margin:0;padding:0}
.aw-root .aw-search-option{display:flex;align-items:center;gap:10px;padding:8px 14px;cursor:pointer;min-height:40px}
.aw-root .aw-search-option[aria-selected=true]{background:var(--aw-surface-2)}
.aw-root .aw-search-option>span{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.aw-root .aw-search-option>.aw-search-remove{flex:none;text-align:center;line-height:32px;border:none;background:none;color:var(--aw-text-muted);cursor:pointer;min-width:32px;min-height:32px;font-size:1.1em}
.aw-root .aw-search-empty{padding:8px 14px;margin:0;color:var(--aw-text-muted)}${avatarStyles}`
