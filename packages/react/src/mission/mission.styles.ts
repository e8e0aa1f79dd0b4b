/**
 * The challenge missions' stylesheet (the panel, its cards and forms, the settings, the
 * history), scoped under the kit root and built on the theme's custom properties, so light and
 * dark follow the page. Injected by the mission components; ship it yourself with
 * `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + missionStyles}</style>
 */
export const missionStyles = `
.aw-root .aw-missions-panel{display:grid;gap:14px;color:var(--aw-text)}
.aw-root .aw-missions-head{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.aw-root .aw-missions-head h2,.aw-root .aw-missions-section h3{margin:0}
.aw-root .aw-missions-head h2{font-size:18px}
.aw-root .aw-missions-section{display:grid;gap:8px}
.aw-root .aw-missions-section h3{font-size:14px;color:var(--aw-text-muted);text-transform:uppercase;letter-spacing:.04em}
.aw-root .aw-missions-list{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.aw-root .aw-mission-card{display:grid;gap:6px;padding:12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-mission-card[data-state=started]{border-color:var(--aw-accent)}
.aw-root .aw-mission-card[data-state=wait]{border-style:dashed;cursor:progress}
.aw-root .aw-mission-top{display:flex;gap:8px;align-items:baseline;justify-content:space-between}
.aw-root .aw-mission-title{margin:0;font-size:15px;font-weight:700;overflow-wrap:anywhere}
.aw-root .aw-mission-gems{font-weight:700;font-variant-numeric:tabular-nums;white-space:nowrap}
.aw-root .aw-mission-gems::before{content:"";display:inline-block;width:.75em;height:.75em;margin-inline-end:4px;background:var(--aw-accent);clip-path:polygon(50% 0,100% 38%,50% 100%,0 38%)}
.aw-root .aw-mission-meta{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-mission-badge{display:inline-block;padding:1px 8px;border-radius:999px;background:var(--aw-surface-2);color:var(--aw-text);font-size:12px;font-weight:600}
.aw-root .aw-mission-card[data-state=started] .aw-mission-badge{background:var(--aw-accent);color:var(--aw-on-accent)}
.aw-root .aw-mission-time{font-variant-numeric:tabular-nums;font-weight:600;color:var(--aw-text)}
.aw-root .aw-mission-actions{display:flex;flex-wrap:wrap;gap:6px;align-items:end}
.aw-root .aw-mission-actions .aw-button{min-height:34px;padding:0 12px}
.aw-root .aw-mission-field{display:grid;gap:4px;font-weight:600;font-size:13px}
.aw-root .aw-mission-field :is(input,select,textarea){min-height:36px;padding:0 10px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text);font:inherit;font-weight:400}
.aw-root .aw-mission-field input[type=number]{width:8em}
.aw-root .aw-mission-field input[type=checkbox]{min-height:auto;width:18px;height:18px}
.aw-root .aw-mission-check{display:flex;gap:8px;align-items:center;font-weight:600}
.aw-root .aw-mission-form{display:grid;gap:10px;padding:12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface)}
.aw-root .aw-mission-form h3{margin:0;font-size:15px}
.aw-root .aw-mission-lead{margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-mission-status{margin:0;min-height:1.2em;font-size:13px}
.aw-root .aw-mission-status[data-tone=error],.aw-root [role=alert]>.aw-mission-status{color:var(--aw-danger)}
.aw-root :is(.aw-mission-card,.aw-mission-form)>.aw-mission-status:empty{min-height:0;margin-top:-6px}
.aw-root .aw-mission-note{margin:0;padding:10px 12px;border-radius:var(--aw-radius);background:var(--aw-surface-2);color:var(--aw-text)}
.aw-root .aw-mission-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.aw-root .aw-mission-table :is(th,td){padding:8px;border-bottom:1px solid var(--aw-border);text-align:start;vertical-align:top}
.aw-root .aw-mission-table th{color:var(--aw-text-muted);font-weight:600}
.aw-root .aw-mission-table-wrap{overflow-x:auto}
.aw-root .aw-mission-config{display:grid;gap:14px;max-width:560px}
`
