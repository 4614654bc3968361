/* superbiz web page: evidence. Claims with their bindings; each binding's invocation and raw path open the
 * recorded tool output at that path, highlighted; a metric series a claim cites is plotted (inline SVG). */
"use strict";

const VERIFICATION_LABEL = {
  direct_observation: "直接观测", reasonable_inference: "合理推断", overstated: "表述过度",
  unsupported: "证据不足", external_unknown: "外部未知", contradicted: "与证据冲突",
};
const STATUS_LABEL = { ok: "✓ 有数据", no_data: "∅ 无数据", error: "✗ 出错" };
const SERIES_PATH = /^series\[(\d+)\]$/;

/* Per-session invocation numbers (#1, #2 … in the order the session made its calls) for database ids. */
class Numbering {
  constructor(sessionId) { this.sessionId = sessionId; this.byId = new Map(); }
  add(dbId) { if (typeof dbId === "number" && !this.byId.has(dbId)) this.byId.set(dbId, this.byId.size + 1); }
  of(dbId) { return this.byId.get(dbId); }
  static fromInvocations(sessionId, invocations) {
    const n = new Numbering(sessionId);
    for (const inv of [...invocations].sort((a, b) => a.id - b.id)) n.add(inv.id);
    return n;
  }
}

const invocationCache = new Map();

async function fetchInvocation(sessionId, number) {
  const key = sessionId + "/" + number;
  if (!invocationCache.has(key)) {
    const res = await api("/api/sessions/" + encodeURIComponent(sessionId) + "/invocations/" + number);
    if (!res.ok) throw new Error(await errorText(res));
    invocationCache.set(key, await res.json());
  }
  return invocationCache.get(key);
}

function parseOutput(output) {
  try { return { ok: true, value: JSON.parse(output) }; } catch (_) { return { ok: false, value: output }; }
}

function valueAt(root, path) {
  let node = root;
  for (const part of String(path).match(/[^.[\]]+|\[\d+\]/g) || []) {
    if (node === null || typeof node !== "object") return undefined;
    node = part[0] === "[" ? node[Number(part.slice(1, -1))] : node[part];
  }
  return node;
}

/* ------------------------------------------------------------------ JSON with one path highlighted */
function jsonNode(value, path, target, indent) {
  const pad = "  ".repeat(indent);
  const wrap = el("span", { "data-path": path });
  const flat = (v) => v === null || typeof v !== "object";
  if (Array.isArray(value) && value.every(flat) && JSON.stringify(value).length <= 80) {
    wrap.append(JSON.stringify(value).replace(/,/g, ", "));  // short arrays of scalars on one line
  } else if (value !== null && typeof value === "object") {
    const isArray = Array.isArray(value);
    const entries = isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
    wrap.append(isArray ? "[" : "{");
    entries.forEach(([k, v], idx) => {
      const childPath = isArray ? path + "[" + k + "]" : (path ? path + "." + k : String(k));
      wrap.append("\n" + pad + "  ");
      if (!isArray) wrap.append(el("span", { class: "key" }, JSON.stringify(String(k))), ": ");
      jsonNode(v, childPath, wrap, indent + 1);
      if (idx < entries.length - 1) wrap.append(",");
    });
    wrap.append(entries.length ? "\n" + pad + (isArray ? "]" : "}") : (isArray ? "]" : "}"));
  } else {
    wrap.append(JSON.stringify(value));
  }
  target.append(wrap);
}

function highlight(container, rawPath) {
  const found = [...container.querySelectorAll("[data-path]")].find((n) => n.dataset.path === rawPath);
  if (found) found.classList.add("hl");
  return found || null;
}

/* ------------------------------------------------------------------ metric plot */
function metricPlot(series) {
  const points = (series.points || []).map(([t, v]) => [Date.parse(t), Number(v)])
    .filter(([t, v]) => Number.isFinite(t) && Number.isFinite(v)).sort((a, b) => a[0] - b[0]);
  if (!points.length) return null;
  const W = 360, H = 120, L = 40, R = 8, T = 16, B = 22;
  const t0 = points[0][0], t1 = points[points.length - 1][0] || t0 + 1;
  let lo = Math.min(...points.map((p) => p[1])), hi = Math.max(...points.map((p) => p[1]));
  if (lo === hi) { lo -= 1; hi += 1; }
  const x = (t) => L + ((t - t0) / Math.max(1, t1 - t0)) * (W - L - R);
  const y = (v) => T + (1 - (v - lo) / (hi - lo)) * (H - T - B);
  const svg = svgEl("svg", { class: "plot", viewBox: `0 0 ${W} ${H}`, role: "img", "data-points": points.length });
  const name = (series.metric || "metric") + (series.service ? "{service=" + series.service + "}" : "");
  svg.append(svgEl("title", {}, name));
  svg.append(svgEl("line", { x1: L, y1: H - B, x2: W - R, y2: H - B, class: "axis" }));
  svg.append(svgEl("line", { x1: L, y1: T, x2: L, y2: H - B, class: "axis" }));
  svg.append(svgEl("text", { x: L - 4, y: T + 4, "text-anchor": "end", class: "tick" }, String(+hi.toFixed(2))));
  svg.append(svgEl("text", { x: L - 4, y: H - B, "text-anchor": "end", class: "tick" }, String(+lo.toFixed(2))));
  const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
  svg.append(svgEl("text", { x: L, y: H - 6, class: "tick" }, hhmm(t0)));
  svg.append(svgEl("text", { x: W - R, y: H - 6, "text-anchor": "end", class: "tick" }, hhmm(t1) + " UTC"));
  svg.append(svgEl("text", { x: L + 4, y: 11, class: "tick name" }, name));
  svg.append(svgEl("polyline", { class: "series", points: points.map(([t, v]) => x(t).toFixed(1) + "," + y(v).toFixed(1)).join(" ") }));
  return el("figure", { class: "plot-figure" }, svg);
}

async function fillPlot(slot) {
  if (slot.dataset.filled) return;
  slot.dataset.filled = "1";
  try {
    const detail = await fetchInvocation(slot.dataset.session, Number(slot.dataset.number));
    const parsed = parseOutput(detail.invocation.output || "");
    const series = parsed.ok ? valueAt(parsed.value, slot.dataset.path) : undefined;
    const plot = series && typeof series === "object" ? metricPlot(series) : null;
    if (plot) slot.append(plot);
  } catch (err) { slot.append(el("p", { class: "hint" }, "无法加载曲线：" + (err.message || err))); }
}

/* ------------------------------------------------------------------ the viewer */
async function openInvocation(sessionId, number, rawPath) {
  const viewer = $("viewer");
  const detail = await fetchInvocation(sessionId, number);
  const inv = detail.invocation;
  $("viewer-title").textContent = "调用 #" + number + " · " + inv.tool_name + (rawPath ? " · " + rawPath : "");
  $("viewer-meta").textContent = (STATUS_LABEL[inv.status] || inv.status) + " · R" + inv.round + " · " +
    inv.duration_ms.toFixed(1) + " ms · 参数 " + JSON.stringify(inv.arguments) + " · 数据库 id " + inv.id;
  viewer.dataset.status = inv.status;
  const out = $("viewer-output"), ref = $("viewer-ref"), plotSlot = $("viewer-plot");
  clear(out); clear(ref); clear(plotSlot);
  const parsed = parseOutput(inv.output || "");
  if (parsed.ok) jsonNode(parsed.value, "", out, 0); else out.textContent = inv.output || "（无输出）";
  let mark = rawPath ? highlight(out, rawPath) : null;
  const refs = ((inv.retrieval_details || {}).evidence_refs || []).filter((r) => r.raw_path === rawPath);
  if (!mark && refs.length) {
    ref.append(el("p", { class: "hint" }, "路径 " + rawPath + " 是该调用的证据引用（不在原始输出的字段中）："),
      mark = el("blockquote", { class: "excerpt hl" }, refs[0].text || ""));
  }
  const series = parsed.ok && rawPath && SERIES_PATH.test(rawPath) ? valueAt(parsed.value, rawPath) : undefined;
  const plot = series && typeof series === "object" ? metricPlot(series) : null;
  if (plot) plotSlot.append(plot);
  viewer.dataset.session = sessionId;
  viewer.dataset.number = String(number);
  viewer.dataset.path = rawPath || "";
  viewer.hidden = false;
  (mark || viewer).scrollIntoView({ block: "center" });
}

/* ------------------------------------------------------------------ claims and their evidence */
function evidenceList(evidence, numbering) {
  const list = el("ul", { class: "evidence" });
  for (const e of evidence || []) {
    const number = numbering ? numbering.of(e.invocation_id) : undefined;
    const path = e.raw_path || "";
    const link = number === undefined ? el("code", {}, "#?")
      : el("button", { type: "button", class: "inv-link", title: "数据库 id " + e.invocation_id,
        "data-number": number, "data-path": path,
        onclick: () => openInvocation(numbering.sessionId, number, path).catch((err) => alert(err.message || err)) },
        "#" + number + " " + (e.tool_name || "?") + " · " + (path || "?"));
    const slot = number !== undefined && SERIES_PATH.test(path)
      ? el("div", { class: "plot-slot", "data-session": numbering.sessionId, "data-number": number, "data-path": path })
      : null;
    list.append(el("li", {}, "调用 ", link,
      e.verified === false ? el("span", { class: "tag" }, "未通过校验 " + (e.failed_rules || []).join("、")) : null,
      el("blockquote", { class: "excerpt" }, e.excerpt || ""), slot));
  }
  if (!list.children.length) list.append(el("li", { class: "empty" }, "无证据绑定"));
  return list;
}

function claimDetails(claim, numbering, { label } = {}) {
  const details = el("details", { class: "claim", "data-claim-id": claim.claim_id },
    el("summary", {}, label === undefined ? claim.claim_text : label,
      el("span", { class: "tag" }, VERIFICATION_LABEL[claim.verification] || claim.verification || "未核查")),
    claim.detail ? el("p", { class: "hint" }, claim.detail) : null,
    evidenceList(claim.evidence || claim.bindings, numbering));
  details.addEventListener("toggle", () => {
    if (details.open) details.querySelectorAll(".plot-slot").forEach(fillPlot);
  });
  return details;
}
