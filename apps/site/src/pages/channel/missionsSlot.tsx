// The channel page's missions panel starts folded, one summary line, on every screen: the chat
// comes first, and a panel that opened by itself would push the chat down as its list arrived
// (the layout check measured a shift of 0.05 on a desktop). While its code loads, this keeps
// that line's room.

/** The panel's folded box while its code loads: the same size, nothing in it to read. */
export function MissionsSlot() {
  return (
    <div className="aw-site-missions" aria-hidden="true">
      <div className="aw-site-missions-summary">&nbsp;</div>
    </div>
  )
}
