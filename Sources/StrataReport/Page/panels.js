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
