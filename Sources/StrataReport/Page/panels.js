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
  item.dataset.index = index;
  if (finding.modules.length) item.addEventListener("click", event => {
    if (!event.target.closest(".module-link")) showFinding(index);
  });
  return item;
}

// A finding clicked: its first module selected and centred, its edges drawn out, the list kept in view.
function showFinding(index) {
  const finding = findings[index];
  const keepTab = !document.getElementById("tab-findings").hidden;
  select(finding.modules[0], true, keepTab);
  showEdges(finding.edges || []);
}

function showModule(index, keepTab) {
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
  if (!keepTab) showTab("module");
}

// The findings, with a filter by severity and by rule.
function showFindings() {
  const tab = document.getElementById("tab-findings");
  const hint = element("p", undefined, "hint");
  tab.appendChild(hint);
  if (!findings.length) {
    hint.textContent = data.mode === "check" ? "No findings." : "strata graph runs no rules: use strata check --format html for findings.";
    return;
  }
  const count = (key, value) => findings.filter(finding => finding[key] === value).length;
  const bar = element("div", undefined, "finding-filters");
  const severities = ["error", "warning"].filter(severity => count("severity", severity) > 0).map(severity => {
    const box = element("input");
    box.type = "checkbox";
    box.checked = true;
    box.value = severity;
    box.id = "findings-" + severity;
    const row = element("label");
    row.appendChild(box);
    row.appendChild(document.createTextNode(" " + severity + "s (" + count("severity", severity) + ")"));
    bar.appendChild(row);
    return box;
  });
  const rules = element("select");
  rules.id = "findings-rule";
  rules.appendChild(element("option", "every rule (" + findings.length + ")")).value = "";
  Array.from(new Set(findings.map(finding => finding.rule))).sort().forEach(rule => {
    rules.appendChild(element("option", rule + " (" + count("rule", rule) + ")")).value = rule;
  });
  bar.appendChild(rules);
  tab.appendChild(bar);
  const list = element("ul");
  list.id = "findings-list";
  findings.forEach((finding, index) => list.appendChild(findingItem(index)));
  tab.appendChild(list);
  const refresh = () => {
    const wanted = new Set(severities.filter(box => box.checked).map(box => box.value));
    let shown = 0;
    list.querySelectorAll(":scope > li").forEach(item => {
      const finding = findings[item.dataset.index];
      item.hidden = !((wanted.has(finding.severity) || !["error", "warning"].includes(finding.severity))
        && (!rules.value || finding.rule === rules.value));
      if (!item.hidden) shown += 1;
    });
    hint.textContent = (shown === findings.length ? findings.length + " findings" : shown + " of " + findings.length + " findings")
      + "; click one to show its edge. Paths are relative to the analysed folder.";
  };
  severities.forEach(box => box.addEventListener("change", refresh));
  rules.addEventListener("change", refresh);
  refresh();
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
  const parameters = new URLSearchParams(location.search), name = parameters.get("selftest");
  if (name === null) return;
  const index = modules.findIndex(module => module.name === name);
  if (index >= 0) nodeElements[index].dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const shown = selector => Array.from(document.querySelectorAll(selector + " > li > .module-link"), link => link.textContent);
  // With &rule=RULE, &severity=warning (the one severity kept): filter the findings, then click the first one shown.
  const rule = document.getElementById("findings-rule"), kept = parameters.get("severity");
  if (rule && parameters.get("rule") !== null) { rule.value = parameters.get("rule"); rule.dispatchEvent(new Event("change")); }
  if (kept !== null) document.querySelectorAll(".finding-filters input").forEach(box => {
    box.checked = box.value === kept;
    box.dispatchEvent(new Event("change"));
  });
  const listed = Array.from(document.querySelectorAll("#findings-list > li")).filter(item => !item.hidden);
  if (listed.length && (parameters.get("rule") !== null || kept !== null)) {
    document.querySelector("#panel nav button[data-tab=findings]").click();
    listed[0].dispatchEvent(new MouseEvent("click", { bubbles: true }));
  }
  const report = {
    modules: modules.length,
    nodes: document.querySelectorAll("#nodes .node").length,
    edges: document.querySelectorAll("#edges .edge").length,
    selected: selected >= 0 ? modules[selected].name : null,
    dependencies: shown("#dependencies"),
    dependents: shown("#dependents"),
    loadMilliseconds: Math.round(performance.now()),
    errors: window.strataErrors,
    findingsShown: listed.map(item => findings[item.dataset.index].rule + ": " + findings[item.dataset.index].message),
    edgesShown: Array.from(document.querySelectorAll("#edges .edge.shown"),
      path => { const edge = edges[edgeElements.indexOf(path)]; return modules[edge.from].name + " -> " + modules[edge.to].name; }),
    packages: Array.from(document.querySelectorAll("#filter-package label"), row => row.textContent.trim()),
    // The first paint: its scale, and how many module labels it shows whole.
    scale: Math.round(view.k * 100) / 100,
    labelsInView: nodeElements.filter(node => {
      const box = node.getBoundingClientRect(), frame = svg.getBoundingClientRect();
      return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
    }).length,
  };
  document.getElementById("selftest").textContent = JSON.stringify(report);
}

try { start(); } catch (error) { window.strataErrors.push(String(error && error.stack || error)); }
selfTest();
})();
