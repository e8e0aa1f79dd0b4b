import { MOBILE_BREAKPOINT } from '../../shared/theme/styles'

/**
 * The stylesheet of `PostComposer`, scoped under the kit root; colours from the kit's custom
 * properties, so light and dark follow `data-theme`. Injected by the component; an app that
 * passes `injectStyles={false}` ships it itself.
 *
 * @example
 * <style data-airwave>{airwaveStyles + composerStyles}</style>
 */
export const composerStyles = `
.aw-root .aw-composer,.aw-root .aw-composer *{color:inherit;font-family:inherit;font-size:inherit;line-height:inherit}
.aw-root .aw-composer{display:grid;gap:20px;padding:20px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-surface);color:var(--aw-text)}
.aw-root .aw-composer-title{margin:0;font-size:18px;font-weight:700}
.aw-root .aw-composer fieldset{display:grid;gap:10px;margin:0;padding:0;border:0;min-width:0}
.aw-root .aw-composer legend,.aw-root .aw-composer-label{padding:0;margin-bottom:6px;font-weight:600}
.aw-root .aw-composer-field{display:grid;gap:6px;min-width:0}
.aw-root .aw-composer :where(textarea,input[type=url],input[type=datetime-local]){box-sizing:border-box;width:100%;min-height:40px;padding:8px 12px;border:1px solid var(--aw-border);border-radius:var(--aw-radius);background:var(--aw-bg);color:var(--aw-text)}
.aw-root .aw-composer textarea{min-height:140px;resize:vertical;white-space:pre-wrap}
.aw-root .aw-composer [aria-invalid=true]{border-color:var(--aw-danger)}
.aw-root .aw-composer-counter{justify-self:end;color:var(--aw-text-muted);font-size:12px}
.aw-root .aw-composer-counter[data-state=over]{color:var(--aw-danger);font-weight:700}
.aw-root .aw-composer-hint{margin:0;color:var(--aw-text-muted);font-size:13px}
.aw-root .aw-composer-error{margin:0;color:var(--aw-danger);font-size:13px;font-weight:600}
.aw-root .aw-composer-thumbs{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:10px;margin:0;padding:0;list-style:none}
.aw-root .aw-composer-thumb{position:relative;aspect-ratio:1;border-radius:var(--aw-radius);overflow:hidden;background:var(--aw-surface-2)}
.aw-root .aw-composer-thumb img{display:block;width:100%;height:100%;object-fit:cover}
.aw-root .aw-composer-thumb-tools{position:absolute;inset:auto 4px 4px 4px;display:flex;justify-content:space-between;gap:4px}
.aw-root .aw-composer-thumb-tools button{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;background:rgba(10,12,16,.78);color:#fff;font-weight:700}
.aw-root .aw-composer-thumb-tools button:disabled{visibility:hidden}
.aw-root .aw-composer-pick{display:flex;flex-wrap:wrap;align-items:center;gap:10px}
.aw-root .aw-composer-pick label{cursor:pointer}
.aw-root .aw-composer-pick label:focus-within{outline:2px solid var(--aw-focus);outline-offset:2px}
.aw-root .aw-composer-pick label[data-disabled]{opacity:.5;cursor:not-allowed}
.aw-root .aw-composer[data-drop=over] .aw-composer-images{outline:2px dashed var(--aw-accent);outline-offset:6px;border-radius:var(--aw-radius)}
.aw-root .aw-composer-progress{display:grid;grid-template-columns:1fr auto;align-items:center;gap:6px 12px}
.aw-root .aw-composer-progress progress{grid-column:1/-1;width:100%;height:8px;accent-color:var(--aw-accent)}
.aw-root .aw-composer-check{display:flex;align-items:center;gap:10px;min-height:40px;font-weight:600}
.aw-root .aw-composer-check input{width:18px;height:18px;accent-color:var(--aw-accent)}
.aw-root .aw-composer-actions{display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:10px}
.aw-root .aw-composer-actions .aw-composer-hint{margin-right:auto}
@media (max-width:${MOBILE_BREAKPOINT}px){.aw-root .aw-composer{padding:16px}.aw-root .aw-composer-actions>.aw-button{flex:1}.aw-root .aw-composer-actions .aw-composer-hint{flex-basis:100%}}
`
