// Generated from Sources/StrataReport/Page/ by `swift run strata-dev generate`.
// Do not edit by hand: edit the files there and run it again.

/// The HTML report's page, from the files of `Sources/StrataReport/Page/`: each constant holds its file's bytes.
enum HTMLPageAssets {
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

"""#

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

    /// `error-capture.js`: Runs before everything else: records uncaught errors and `console.error` calls for the self-test.
    static let errorCapture = #"""
window.strataErrors = [];
window.addEventListener("error", function (event) { window.strataErrors.push(String(event.message)); });
(function () {
  const original = console.error;
  console.error = function () { window.strataErrors.push(Array.from(arguments).join(" ")); original.apply(console, arguments); };
})();

"""#

    /// `page.js`: Reads the data, draws the graph in SVG, pans, zooms, searches, filters and selects; the module panel, the findings list, the sortable metrics table and the self-test. Data reaches the page only as text (`textContent`, attribute values), never as markup.
    static let script = ##"""
"use strict";
(function () {
const SVG = "http://www.w3.org/2000/svg";
const HEIGHT = 28;
const data = JSON.parse(document.getElementById("data").textContent);
const modules = data.modules, edges = data.edges, findings = data.findings;
const outgoing = modules.map(() => []), incoming = modules.map(() => []), findingsOf = modules.map(() => []);
edges.forEach((edge, index) => { outgoing[edge.from].push(index); incoming[edge.to].push(index); });
findings.forEach((finding, index) => finding.modules.forEach(module => findingsOf[module].push(index)));
const svg = document.getElementById("graph"), viewport = document.getElementById("viewport");
const nodeElements = [], edgeElements = [];
const view = { x: 0, y: 0, k: 1 };
let selected = -1, lit = [];

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function svgElement(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const name in attributes) node.setAttribute(name, attributes[name]);
  return node;
}

function label(module) {
  const room = Math.floor((module.w - 12) / 7);
  return module.name.length > room ? module.name.slice(0, Math.max(room - 1, 1)) + "\u2026" : module.name;
}

function severityOf(index) {
  const list = findingsOf[index].map(finding => findings[finding].severity);
  return list.includes("error") ? "error" : list.includes("warning") ? "warning" : "";
}

function draw() {
  const edgeGroup = document.getElementById("edges"), nodeGroup = document.getElementById("nodes");
  const edgeFragment = document.createDocumentFragment(), nodeFragment = document.createDocumentFragment();
  edges.forEach((edge, index) => {
    const a = modules[edge.from], b = modules[edge.to];
    let d;
    if (edge.from === edge.to) {
      d = `M${a.x + a.w / 2},${a.y} c30,-30 30,30 0,6`;
    } else if (b.y > a.y) {
      const y1 = a.y + HEIGHT / 2, y2 = b.y - HEIGHT / 2, middle = (y1 + y2) / 2;
      d = `M${a.x},${y1} C${a.x},${middle} ${b.x},${middle} ${b.x},${y2}`;
    } else {
      const top = Math.min(a.y, b.y) - HEIGHT / 2, lift = 30 + Math.abs(a.x - b.x) / 8;
      d = `M${a.x},${a.y - HEIGHT / 2} C${a.x},${top - lift} ${b.x},${top - lift} ${b.x},${b.y - HEIGHT / 2}`;
    }
    const classes = ["edge"];
    if (!edge.imported) classes.push("declared-only");
    if (edge.rules) classes.push(edge.severity === "error" ? "bad" : "warn");
    const path = svgElement("path", { d: d, class: classes.join(" ") });
    edgeElements[index] = path;
    edgeFragment.appendChild(path);
  });
  modules.forEach((module, index) => {
    const group = svgElement("g", { class: ["node", module.kind, severityOf(index)].join(" ").trim(),
      transform: `translate(${module.x - module.w / 2},${module.y - HEIGHT / 2})` });
    group.dataset.index = index;
    const title = svgElement("title", {});
    title.textContent = module.name + (module.package ? " (" + module.package + ")" : "");
    const text = svgElement("text", { x: module.w / 2, y: 18, "text-anchor": "middle" });
    text.textContent = label(module);
    group.appendChild(title);
    group.appendChild(svgElement("rect", { width: module.w, height: HEIGHT, rx: 5 }));
    group.appendChild(text);
    nodeElements[index] = group;
    nodeFragment.appendChild(group);
  });
  edgeGroup.appendChild(edgeFragment);
  nodeGroup.appendChild(nodeFragment);
}

// MARK: pan and zoom

function apply() { viewport.setAttribute("transform", `translate(${view.x},${view.y}) scale(${view.k})`); }

function fit() {
  const box = svg.getBoundingClientRect();
  const width = Math.max(data.width, 1) + 40, height = Math.max(data.height, 1) + 40;
  view.k = Math.min(Math.max(Math.min(box.width / width, box.height / height), 0.02), 1.5);
  view.x = (box.width - data.width * view.k) / 2;
  view.y = (box.height - data.height * view.k) / 2;
  apply();
}

function centre(index) {
  const box = svg.getBoundingClientRect(), module = modules[index];
  view.k = Math.max(view.k, 0.8);
  view.x = box.width / 2 - module.x * view.k;
  view.y = box.height / 2 - module.y * view.k;
  apply();
}

let drag = null;
svg.addEventListener("pointerdown", event => {
  drag = { x: event.clientX, y: event.clientY, viewX: view.x, viewY: view.y, moved: false };
});
window.addEventListener("pointermove", event => {
  if (!drag) return;
  const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
  if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
  drag.moved = true;
  svg.classList.add("dragging");
  view.x = drag.viewX + dx;
  view.y = drag.viewY + dy;
  apply();
});
window.addEventListener("pointerup", () => {
  svg.classList.remove("dragging");
  setTimeout(() => { drag = null; }, 0);
});
svg.addEventListener("wheel", event => {
  event.preventDefault();
  const box = svg.getBoundingClientRect(), mx = event.clientX - box.left, my = event.clientY - box.top;
  const k = Math.min(Math.max(view.k * Math.exp(-event.deltaY * 0.0015), 0.01), 4);
  view.x = mx - (mx - view.x) * k / view.k;
  view.y = my - (my - view.y) * k / view.k;
  view.k = k;
  apply();
}, { passive: false });
svg.addEventListener("click", event => {
  if (drag && drag.moved) return;
  const node = event.target.closest && event.target.closest(".node");
  if (node) select(Number(node.dataset.index), false); else select(-1, false);
});

// MARK: selection

function select(index, andCentre) {
  lit.forEach(item => item.classList.remove("lit", "selected"));
  lit = [];
  selected = index;
  svg.classList.toggle("focused", index >= 0);
  if (index >= 0) {
    const light = item => { item.classList.add("lit"); lit.push(item); };
    light(nodeElements[index]);
    nodeElements[index].classList.add("selected");
    outgoing[index].concat(incoming[index]).forEach(edge => {
      light(edgeElements[edge]);
      light(nodeElements[edges[edge].from]);
      light(nodeElements[edges[edge].to]);
    });
    if (andCentre) centre(index);
  }
  showModule(index);
}

// MARK: search

const search = document.getElementById("search");
const names = document.getElementById("names");
modules.forEach(module => { names.appendChild(element("option")).value = module.name; });
let matches = [];
search.addEventListener("input", () => {
  matches.forEach(index => nodeElements[index].classList.remove("match"));
  const query = search.value.trim().toLowerCase();
  matches = query ? modules.flatMap((module, index) => module.name.toLowerCase().includes(query) ? [index] : []) : [];
  matches.forEach(index => nodeElements[index].classList.add("match"));
});
search.addEventListener("keydown", event => {
  if (event.key !== "Enter") return;
  const query = search.value.trim().toLowerCase();
  const exact = modules.findIndex(module => module.name.toLowerCase() === query);
  const found = exact >= 0 ? exact : matches.find(index => !nodeElements[index].classList.contains("hidden"));
  if (found !== undefined && found >= 0) select(found, true);
});
document.getElementById("fit").addEventListener("click", fit);

// MARK: filters

const filters = { kind: new Set(), layer: new Set(), package: new Set() };
function valueOf(module, facet) { return facet === "layer" ? (module.layer || "(none)") : module[facet]; }

function refilter() {
  const visible = modules.map(module => ["kind", "layer", "package"].every(facet => !filters[facet].has(valueOf(module, facet))));
  nodeElements.forEach((node, index) => node.classList.toggle("hidden", !visible[index]));
  edgeElements.forEach((path, index) => path.classList.toggle("hidden", !(visible[edges[index].from] && visible[edges[index].to])));
}

function facetBoxes(facet) {
  const counts = new Map();
  modules.forEach(module => counts.set(valueOf(module, facet), (counts.get(valueOf(module, facet)) || 0) + 1));
  const container = document.getElementById("filter-" + facet);
  Array.from(counts.keys()).sort().forEach(value => {
    const box = element("input");
    box.type = "checkbox";
    box.checked = true;
    box.dataset.value = value;
    box.addEventListener("change", () => {
      if (box.checked) filters[facet].delete(value); else filters[facet].add(value);
      refilter();
    });
    const row = element("label");
    row.title = value;
    row.appendChild(box);
    row.appendChild(document.createTextNode(" " + (value || "(root)") + " (" + counts.get(value) + ")"));
    container.appendChild(row);
  });
}

function setPackages(checked) {
  document.querySelectorAll("#filter-package input").forEach(box => {
    box.checked = checked;
    if (checked) filters.package.delete(box.dataset.value); else filters.package.add(box.dataset.value);
  });
  refilter();
}

function start() {
  const summary = data.summary;
  const parts = [summary.modules + " modules", summary.edges + " edges"];
  if (data.mode === "check") parts.push(summary.files + " files", summary.errors + " errors", summary.warnings + " warnings");
  document.getElementById("summary").textContent = data.mode + " \u00b7 " + parts.join(" \u00b7 ") + " \u00b7 " + data.tool.name + " " + data.tool.version;
  draw();
  ["kind", "layer", "package"].forEach(facetBoxes);
  document.getElementById("packages-all").addEventListener("click", () => setPackages(true));
  document.getElementById("packages-none").addEventListener("click", () => setPackages(false));
  document.querySelectorAll("#panel nav button").forEach(button => button.addEventListener("click", () => showTab(button.dataset.tab)));
  showFindings();
  showMetrics();
  showTab("module");
  fit();
  window.addEventListener("resize", fit);
}
// MARK: panels

const RATIOS = new Set(["impact share", "instability", "distance"]);
function metric(position, value) { return RATIOS.has(data.metrics.columns[position]) ? value.toFixed(2) : String(value); }

function showTab(name) {
  document.querySelectorAll("#panel nav button").forEach(button => button.classList.toggle("active", button.dataset.tab === name));
  document.querySelectorAll("#panel section").forEach(section => { section.hidden = section.id !== "tab-" + name; });
}

function moduleLink(index) {
  const button = element("button", modules[index].name, "module-link");
  button.type = "button";
  button.title = modules[index].package;
  button.addEventListener("click", () => select(index, true));
  return button;
}

function locations(list, prefix) {
  const sub = element("ul", undefined, "sub");
  list.forEach(location => sub.appendChild(element("li", prefix + location, "loc")));
  return sub;
}

function edgeList(id, title, edgeIndices, end) {
  const section = document.createDocumentFragment();
  section.appendChild(element("h3", title + " (" + edgeIndices.length + ")"));
  const list = element("ul");
  list.id = id;
  edgeIndices.forEach(index => {
    const edge = edges[index], item = element("li");
    item.appendChild(moduleLink(edge[end]));
    const notes = [];
    if (!edge.declared) notes.push("not declared");
    if (!edge.imported) notes.push("declared, not imported");
    if (edge.platforms) notes.push(edge.platforms.join(", ") + " only");
    if (edge.rules) notes.push(edge.rules.join(", "));
    if (notes.length) item.appendChild(element("span", " \u2014 " + notes.join("; "), edge.rules ? "badge " + edge.severity : "muted"));
    const evidence = edge.imports.map(location => "import at " + location);
    if (edge.declaration) evidence.unshift("declared at " + edge.declaration);
    item.appendChild(locations(evidence, ""));
    list.appendChild(item);
  });
  section.appendChild(list);
  return section;
}

function findingItem(index) {
  const finding = findings[index], item = element("li", undefined, "finding");
  item.appendChild(element("span", finding.severity, "badge " + finding.severity));
  item.appendChild(element("strong", finding.rule));
  item.appendChild(element("div", finding.message));
  if (finding.location) item.appendChild(element("div", finding.location, "loc"));
  (finding.notes || []).forEach(note => item.appendChild(element("div", "note: " + note, "loc")));
  if (finding.modules.length) item.addEventListener("click", event => {
    if (!event.target.closest(".module-link")) select(finding.modules[0], true);
  });
  return item;
}

function showModule(index) {
  const tab = document.getElementById("tab-module");
  tab.replaceChildren();
  if (index < 0) {
    tab.appendChild(element("p", "Click a module, or search one, to see its dependencies, dependents, files, findings and metrics.", "hint"));
    return;
  }
  const module = modules[index];
  tab.appendChild(element("h2", module.name));
  const facts = element("dl", undefined, "facts");
  const fact = (name, value) => { facts.appendChild(element("dt", name)); facts.appendChild(element("dd", value)); };
  fact("kind", module.kind);
  fact("package", module.package || "(root)");
  if (module.path) fact("path", module.path);
  if (module.layer) fact("layer", module.layer);
  const row = data.metrics.rows[index];
  data.metrics.columns.forEach((column, position) => fact(column, metric(position, row[position])));
  tab.appendChild(facts);
  tab.appendChild(edgeList("dependencies", "Dependencies", outgoing[index], "to"));
  tab.appendChild(edgeList("dependents", "Dependents", incoming[index], "from"));
  tab.appendChild(element("h3", "Findings (" + findingsOf[index].length + ")"));
  const list = element("ul");
  findingsOf[index].forEach(finding => list.appendChild(findingItem(finding)));
  tab.appendChild(list);
  tab.appendChild(element("h3", "Files (" + module.files.length + ")"));
  tab.appendChild(locations(module.files, ""));
  showTab("module");
}

function showFindings() {
  const tab = document.getElementById("tab-findings");
  tab.appendChild(element("p", findings.length ? findings.length + " findings; click one to show its module. Paths are relative to the analysed folder."
    : data.mode === "check" ? "No findings." : "strata graph runs no rules: use strata check --format html for findings.", "hint"));
  const list = element("ul");
  findings.forEach((finding, index) => list.appendChild(findingItem(index)));
  tab.appendChild(list);
}

function showMetrics() {
  const tab = document.getElementById("tab-metrics"), columns = ["module"].concat(data.metrics.columns);
  const table = element("table"), head = element("tr"), body = element("tbody");
  let order = { column: -1, descending: true };
  function fill() {
    const rows = modules.map((module, index) => index);
    if (order.column >= 0) rows.sort((a, b) => {
      const x = data.metrics.rows[a][order.column], y = data.metrics.rows[b][order.column];
      return (order.descending ? y - x : x - y) || (modules[a].name < modules[b].name ? -1 : 1);
    });
    body.replaceChildren();
    rows.forEach(index => {
      const row = element("tr");
      row.appendChild(element("td", modules[index].name));
      data.metrics.rows[index].forEach((value, position) => row.appendChild(element("td", metric(position, value))));
      row.addEventListener("click", () => select(index, true));
      body.appendChild(row);
    });
  }
  columns.forEach((column, position) => {
    const cell = element("th", column);
    cell.title = "Sort by " + column;
    cell.addEventListener("click", () => {
      const column = position - 1;
      order = { column: column, descending: order.column === column ? !order.descending : true };
      fill();
    });
    head.appendChild(cell);
  });
  const thead = element("thead");
  thead.appendChild(head);
  table.appendChild(thead);
  table.appendChild(body);
  tab.appendChild(element("p", "Click a heading to sort, a row to show its module.", "hint"));
  tab.appendChild(table);
  fill();
}

// MARK: self-test

// With ?selftest=NAME: click NAME and write what the page shows into #selftest.
function selfTest() {
  const name = new URLSearchParams(location.search).get("selftest");
  if (name === null) return;
  const index = modules.findIndex(module => module.name === name);
  if (index >= 0) nodeElements[index].dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const shown = selector => Array.from(document.querySelectorAll(selector + " > li > .module-link"), link => link.textContent);
  const report = {
    modules: modules.length,
    nodes: document.querySelectorAll("#nodes .node").length,
    edges: document.querySelectorAll("#edges .edge").length,
    selected: selected >= 0 ? modules[selected].name : null,
    dependencies: shown("#dependencies"),
    dependents: shown("#dependents"),
    loadMilliseconds: Math.round(performance.now()),
    errors: window.strataErrors,
  };
  document.getElementById("selftest").textContent = JSON.stringify(report);
}

try { start(); } catch (error) { window.strataErrors.push(String(error && error.stack || error)); }
selfTest();
})();

"""##
}
