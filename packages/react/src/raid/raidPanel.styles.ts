/**
 * The streamer's raid panel's stylesheet, scoped under the kit root: its own sheet, so a
 * viewer's page never carries it. Injected by `RaidPanel`; ship it yourself with the provider's
 * `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + raidPanelStyles}</style>
 */
export const raidPanelStyles = `
.aw-root .aw-raid-panel{display:grid;gap:10px;padding:14px 16px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);color:var(--aw-text)}
.aw-root .aw-raid-panel>h2{margin:0;font-size:16px;font-weight:700}
.aw-root .aw-raid-panel-hint{margin:0;color:var(--aw-text-muted)}
.aw-root .aw-raid-panel-form{display:grid;gap:8px}
.aw-root .aw-raid-panel-form>label{font-weight:600}
.aw-root .aw-raid-panel-row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.aw-root .aw-raid-panel select{flex:1 1 220px;min-width:0;min-height:40px;padding:0 10px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text);font:inherit}
.aw-root .aw-raid-panel-status{margin:0;min-height:1.4em}
.aw-root .aw-raid-panel-status[data-tone=error]{color:var(--aw-danger)}
.aw-root .aw-raid-panel-status[data-tone=done]{color:var(--aw-text)}
`
