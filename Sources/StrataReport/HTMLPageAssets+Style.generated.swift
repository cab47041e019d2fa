// Generated from Sources/StrataReport/Page/style.css by `swift run strata-dev generate`.
// Do not edit by hand: edit that file and run it again.

extension HTMLPageAssets {
    /// `style.css`: The page's style sheet. System fonts only: the page loads nothing.
    static let style = #"""
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; font: 13px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; }
body { display: flex; flex-direction: column; }
header { display: flex; gap: 12px; align-items: center; padding: 6px 12px; border-bottom: 1px solid #d0d7de; background: #f6f8fa; }
header strong { font-size: 15px; }
#summary { color: #57606a; flex: 1; }
#search { width: 280px; padding: 4px 8px; }
button { font: inherit; cursor: pointer; }
main { flex: 1; display: grid; grid-template-columns: 190px 1fr 400px; min-height: 0; }
aside { overflow: auto; padding: 8px 10px; }
#filters { border-right: 1px solid #d0d7de; }
#filters h2 { font-size: 12px; text-transform: uppercase; color: #57606a; margin: 10px 0 4px; }
#filters h2 button { font-size: 10px; text-transform: none; padding: 0 4px; }
#filters label { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
#filter-package { max-height: 40vh; overflow: auto; }
#graph { width: 100%; height: 100%; background: #fff; cursor: grab; user-select: none; }
#graph.dragging { cursor: grabbing; }
#panel { border-left: 1px solid #d0d7de; }
#panel nav { display: flex; gap: 4px; margin-bottom: 8px; }
#panel nav button { flex: 1; padding: 4px; border: 1px solid #d0d7de; background: #f6f8fa; border-radius: 4px; }
#panel nav button.active { background: #1f6feb; color: #fff; border-color: #1f6feb; }
#panel h2 { font-size: 16px; margin: 4px 0; word-break: break-all; }
#panel h3 { font-size: 13px; margin: 12px 0 4px; border-bottom: 1px solid #d0d7de; }
#panel ul { list-style: none; margin: 0; padding: 0; }
#panel li { padding: 2px 0; }
.hint, .muted { color: #57606a; }
.loc { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 11px; color: #57606a; word-break: break-all; }
.module-link { border: none; background: none; padding: 0; color: #0969da; text-align: left; }
.module-link:hover { text-decoration: underline; }
.sub { margin-left: 14px !important; }
.badge { display: inline-block; padding: 0 5px; border-radius: 8px; font-size: 11px; color: #fff; background: #8a8f98; margin: 0 4px; }
.badge.error { background: #d62728; }
.badge.warning { background: #bf8700; }
.finding { cursor: pointer; border-bottom: 1px solid #eaeef2; padding: 4px 0 !important; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 1px 10px; margin: 6px 0; }
dl.facts dt { color: #57606a; }
dl.facts dd { margin: 0; word-break: break-all; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
th, td { padding: 2px 4px; text-align: right; border-bottom: 1px solid #eaeef2; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; white-space: normal; word-break: break-all; }
th { cursor: pointer; position: sticky; top: 0; background: #f6f8fa; }
tbody tr { cursor: pointer; }
tbody tr:hover { background: #f3f6fb; }
.node rect { fill: #fff; stroke: #57606a; stroke-width: 1; }
.node text { font-size: 12px; fill: #1f2328; pointer-events: none; }
.node { cursor: pointer; }
.node.interface rect { fill: #eef6ff; stroke: #4a7ebb; }
.node.root rect { fill: #fff8e6; stroke: #9a6700; stroke-width: 2; }
.node.test rect, .node.testSupport rect { fill: #f6f6f6; stroke: #999; stroke-dasharray: 4 2; }
.node.external rect { stroke-dasharray: 4 4; }
.node.external text { fill: #777; }
.node.warning rect { stroke: #bf8700; stroke-width: 2; }
.node.error rect { stroke: #d62728; stroke-width: 2; }
.node.match rect { fill: #fff3b0; }
.node.selected rect { stroke: #1f6feb; stroke-width: 3; }
.edge { fill: none; stroke: #b6bcc4; stroke-width: 1; marker-end: url(#arrow); }
.edge.declared-only { stroke-dasharray: 5 4; }
.edge.bad { stroke: #d62728; stroke-width: 1.5; marker-end: url(#arrow-bad); }
.edge.warn { stroke: #e3b341; }
svg.focused .node { opacity: 0.25; }
svg.focused .edge { opacity: 0.08; }
svg.focused .node.lit { opacity: 1; }
svg.focused .edge.lit { opacity: 1; stroke: #1f6feb; stroke-width: 1.8; marker-end: url(#arrow-hl); }
svg.focused .edge.lit.bad { stroke: #d62728; marker-end: url(#arrow-bad); }
.hidden { display: none; }
svg.focused .edge.lit.shown { stroke-width: 3.5; }
.finding-filters { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; margin: 4px 0 8px; }
.finding-filters select { max-width: 100%; }

"""#
}
