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

// Labels are 12px: drawn smaller than this, they cannot be read.
const READABLE = 0.75;

// The first paint: the whole graph when its labels can be read so, else its top layers (the apps and the features
// they wire) at a scale where they can, centred; "Fit" shows the whole graph.
function overview() {
  fit();
  if (view.k >= READABLE) return;
  const box = svg.getBoundingClientRect();
  view.k = READABLE;
  view.x = (box.width - data.width * view.k) / 2;
  view.y = 20;
  apply();
}

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

function select(index, andCentre, keepTab) {
  lit.forEach(item => item.classList.remove("lit", "selected", "shown"));
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
  showModule(index, keepTab);
}

// The edges of a finding, drawn out on top of its first module's: thicker, whatever the module's selection lit.
function showEdges(edgeIndices) {
  edgeIndices.forEach(edge => {
    [edgeElements[edge], nodeElements[edges[edge].from], nodeElements[edges[edge].to]].forEach(item => {
      item.classList.add("lit");
      lit.push(item);
    });
    edgeElements[edge].classList.add("shown");
  });
}

// A package's name in the filter: the root package by its manifest's name, not `.`.
function packageLabel(folder) {
  const named = (data.packageNames || []).find(pair => pair[0] === folder);
  if (folder === "." && named) return named[1];
  return folder || "(root)";
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
    const shown = facet === "package" ? packageLabel(value) : (value || "(root)");
    row.appendChild(document.createTextNode(" " + shown + " (" + counts.get(value) + ")"));
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
  overview();
  window.addEventListener("resize", overview);
}
