/**
 * The chat settings form's stylesheet (the streamer's dashboard), scoped under the kit root:
 * its own sheet, so a viewer's chat never carries it. Injected by `ChatSettings`; ship it
 * yourself with the provider's `injectStyles={false}`.
 *
 * @example
 * <style>{airwaveStyles + chatSettingsStyles}</style>
 */
export const chatSettingsStyles = `
.aw-root .aw-chat-settings{display:grid;gap:20px;max-width:640px;color:var(--aw-text)}
.aw-root .aw-chat-settings>h2{font-size:18px;font-weight:700}
.aw-root .aw-chat-settings h3{font-size:16px;font-weight:700}
.aw-root .aw-chat-settings-form{display:grid;gap:16px}
.aw-root .aw-chat-settings-field{display:grid;gap:6px}
.aw-root .aw-chat-settings-field>label{font-weight:600}
.aw-root .aw-chat-settings :is(textarea,input[type=text]){width:100%;padding:8px 10px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);resize:vertical}
.aw-root .aw-chat-settings [aria-invalid=true]{border-color:var(--aw-danger)}
.aw-root .aw-chat-settings-group{display:grid;gap:6px;padding:12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius)}
.aw-root .aw-chat-settings-group>legend,.aw-root .aw-chat-settings-radios>legend{padding:0 4px;font-weight:600}
.aw-root .aw-chat-settings-radios{display:grid;gap:4px;margin-top:4px;padding-left:24px}
.aw-root .aw-chat-settings fieldset:disabled{opacity:.65}
.aw-root .aw-chat-settings-check{display:flex;align-items:center;gap:8px;min-height:32px;cursor:pointer}
.aw-root .aw-chat-settings-check input{width:18px;height:18px;flex:none;accent-color:var(--aw-accent)}
.aw-root .aw-chat-settings-hint,.aw-root .aw-chat-settings-counter{color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-chat-settings-counter{text-align:right}
.aw-root .aw-chat-settings-counter[data-state=over],.aw-root .aw-chat-settings-error{color:var(--aw-danger);font-size:13px}
.aw-root .aw-chat-settings-actions{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.aw-root .aw-chat-settings-said{font-size:13px;color:var(--aw-text-muted)}
.aw-root .aw-chat-settings-said[role=alert]{color:var(--aw-danger)}
.aw-root .aw-ban-words{display:grid;gap:10px}
.aw-root .aw-ban-word-add{display:flex;align-items:flex-end;gap:8px;flex-wrap:wrap}
.aw-root .aw-ban-word-add label{display:grid;gap:6px;flex:1;min-width:180px;font-weight:600}
.aw-root .aw-ban-word-add .aw-chat-settings-error{flex-basis:100%}
.aw-root .aw-ban-word-list{display:flex;flex-wrap:wrap;gap:6px}
.aw-root .aw-ban-word{display:inline-flex;align-items:center;gap:2px;padding:2px 2px 2px 10px;border-radius:999px;background:var(--aw-surface-2);overflow-wrap:anywhere}
.aw-root .aw-ban-word-pages{display:flex;align-items:center;gap:12px}
`
