// Verbs that open a duty or a résumé bullet ("Run cycle counts", "Led the migration"): the
// common ones that do not end in "-ed", plus base forms ("Own the close").
export const ACTION_VERBS: ReadonlySet<string> = new Set(
  `led lead built build ran run wrote write grew grow set made make won drove drive used sold
  sell taught teach brought began took gave held met cut oversaw oversee found kept keep sent
  spent own manage maintain provide prepare supervise document design develop create deliver
  coordinate support train mentor service repair install administer analyse analyze handle
  schedule process reconcile track plan perform conduct assist serve negotiate review
  implement test monitor operate use work help partner collaborate launch ship migrate
  automate direct recruit hire close prospect pick pack load advise consult audit draft edit
  produce present research configure deploy optimise optimize improve increase reduce raise
  scale instruct care treat assess respond diagnose inspect weld wire fit program code
  obtain resolve verify answer walk check post coach tutor send organize organise apply
  update facilitate complete carry place enter investigate reset hold take greet collect
  evaluate identify establish ensure compile calculate troubleshoot educate file order
  communicate differentiate group read lay pull terminate bend route prioritise prioritize
  bring source call greet book ensure define shape execute lift unload drop hook log
  keep contribute coordinate represent recommend turn convert transform translate troubleshot tie
  explain expedite select purchase procure stock restock weed catalog shelve query enforce`.split(
    /\s+/,
  ),
);
