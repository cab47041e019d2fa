// Generated from Sources/StrataReport/Page/body.html by `swift run strata-dev generate`.
// Do not edit by hand: edit that file and run it again.

extension HTMLPageAssets {
    /// `body.html`: The page's markup: a header with the summary and the search box, the filters on the left, the graph in the middle, and a panel of tabs (module, findings, metrics) on the right.
    static let body = ##"""
<header>
<strong>strata</strong><span id="summary"></span>
<input id="search" type="search" placeholder="Search a module (Enter to go)" list="names" autocomplete="off">
<datalist id="names"></datalist>
<button id="fit" type="button">Fit</button>
</header>
<main>
<aside id="filters">
<h2>Kind</h2><div id="filter-kind"></div>
<h2>Layer</h2><div id="filter-layer"></div>
<h2>Package <button id="packages-all" type="button">all</button> <button id="packages-none" type="button">none</button></h2>
<div id="filter-package"></div>
</aside>
<svg id="graph" xmlns="http://www.w3.org/2000/svg">
<defs>
<marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#8a8f98"></path></marker>
<marker id="arrow-bad" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#d62728"></path></marker>
<marker id="arrow-hl" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1f6feb"></path></marker>
</defs>
<g id="viewport"><g id="edges"></g><g id="nodes"></g></g>
</svg>
<aside id="panel">
<nav><button type="button" data-tab="module">Module</button><button type="button" data-tab="findings">Findings</button><button type="button" data-tab="metrics">Metrics</button></nav>
<section id="tab-module"><p class="hint">Click a module, or search one, to see its dependencies, dependents, files, findings and metrics. Drag to pan, scroll to zoom.</p></section>
<section id="tab-findings" hidden></section>
<section id="tab-metrics" hidden></section>
</aside>
</main>
<pre id="selftest" hidden></pre>

"""##
}
