/* superbiz web page: chat with live stages (SSE over fetch), verdict badge, evidence, sessions, knowledge base.
 * No build step, no external resources. All data is rendered with textContent (never innerHTML). */
"use strict";

const KEY_STORAGE = "superbiz.apiKey";

/* ------------------------------------------------------------------ SSE parser
 * Feed it decoded text in any chunking; it calls onEvent({event, data, id}) per dispatched event.
 * Follows the WHATWG rules: CRLF / LF / CR line ends, "field: value" (one optional space), multi-line data
 * joined with "\n", comment lines (":") ignored, an event is dispatched at a blank line. */
function createSSEParser(onEvent) {
  let buffer = "";
  let eventName = "";
  let data = [];
  let lastId = "";
  let sawCR = false;

  function dispatch() {
    if (data.length) onEvent({ event: eventName || "message", data: data.join("\n"), id: lastId });
    eventName = "";
    data = [];
  }

  function line(text) {
    if (text === "") { dispatch(); return; }
    if (text[0] === ":") return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value[0] === " ") value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) lastId = value;
  }

  return {
    feed(chunk) {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch === "\n" && sawCR) { sawCR = false; start = i + 1; continue; }
        sawCR = false;
        if (ch === "\r" || ch === "\n") {
          line(buffer.slice(start, i));
          sawCR = ch === "\r";
          start = i + 1;
        }
      }
      buffer = buffer.slice(start);
    },
    end() { if (buffer) { line(buffer); buffer = ""; } dispatch(); },
  };
}

/* ------------------------------------------------------------------ small DOM helpers */
const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

/* ------------------------------------------------------------------ API key */
function apiKey() { return localStorage.getItem(KEY_STORAGE) || ""; }

function askForKey(invalid) {
  $("key-error").hidden = !invalid;
  $("api-key").value = "";
  if (!$("key-dialog").open) $("key-dialog").showModal();
}

function updateKeyState() {
  $("key-state").textContent = apiKey() ? "已设置密钥" : "未设置密钥";
}

async function api(path, options) {
  const opts = Object.assign({}, options || {});
  opts.headers = Object.assign({ Authorization: "Bearer " + apiKey() }, opts.headers || {});
  const res = await fetch(path, opts);
  if (res.status === 401) { askForKey(true); throw new Error("API 密钥无效"); }
  return res;
}

async function errorText(res) {
  try { const body = await res.json(); return (body.error && body.error.message) || res.statusText; }
  catch (_) { return res.statusText; }
}

/* ------------------------------------------------------------------ stages */
const STAGE_LABEL = {
  session: "会话", plan: "计划", tool_call: "工具调用", executor: "执行器", gatekeeper: "证据闸门",
  verdict: "校验结论", retry: "重试", answer: "回答", error: "错误", done: "完成",
};

function stageText(ev) {
  const d = ev.data || {};
  switch (ev.type) {
    case "session": return "会话已创建 " + (d.session_id || ev.session_id || "");
    case "plan": {
      const tools = (d.calls || []).map((c) => c.tool).join("、") || "无";
      const ents = [].concat(d.services || [], d.alerts || [], d.error_codes || [], d.order_ids || []).join("、");
      return "意图 " + (d.intent || "?") + (ents ? "；对象 " + ents : "") + "；计划调用 " + tools;
    }
    case "tool_call":
      return (d.success ? "✓ " : "✗ ") + (d.tool_name || "?") + " #" + (d.invocation_id ?? "?") + " · " +
        (d.status || "") + (d.evidence_refs !== undefined ? " · 证据 " + d.evidence_refs + " 条" : "") +
        (d.error ? " · " + d.error : "");
    case "executor": {
      const ps = d.parse_status || {};
      return "输出解析 " + (ps.status || "?") + "，结论 " + (d.claims ?? 0) + " 条" + (ps.reason ? "（" + ps.reason + "）" : "");
    }
    case "gatekeeper":
      return "状态 " + (d.status || "?") + " · 严重度 " + (d.severity || "?") +
        ((d.failed_rules || []).length ? " · 规则 " + d.failed_rules.join("、") : "");
    case "verdict": {
      const score = typeof d.groundedness_score === "number" ? d.groundedness_score.toFixed(2) : "?";
      const route = d.route || {};
      return (d.verdict || "?") + " · " + score + " · 路由 " + (route.action || "?") +
        (route.output_type ? "/" + route.output_type : "");
    }
    case "retry": {
      const rc = d.retry_context || {};
      return "证据不足，进入第 " + (rc.round || ev.round + 1) + " 轮补充取证";
    }
    case "answer": return "已生成回答";
    case "error": return (d.stage ? "[" + d.stage + "] " : "") + (d.message || "未知错误");
    case "done": return "诊断结束";
    default: return JSON.stringify(d).slice(0, 200);
  }
}

function stageClass(ev) {
  const d = ev.data || {};
  if (ev.type === "tool_call") return d.success ? "ok" : "fail";
  if (ev.type === "error") return "error";
  if (ev.type === "retry") return "retry";
  if (ev.type === "gatekeeper") return d.status === "fail" ? "fail" : d.status === "warn" ? "retry" : "ok";
  return "";
}

function addStage(ev) {
  const item = el("li", { class: stageClass(ev), "data-type": ev.type },
    el("span", { class: "round" }, ev.round ? "R" + ev.round : ""),
    el("strong", {}, STAGE_LABEL[ev.type] || ev.type), "：", stageText(ev));
  $("stages").append(item);
}

/* ------------------------------------------------------------------ result */
const BADGE_CLASS = { PASS: "pass", LOW_CONFID: "low", REJECT: "reject" };
const VERIFICATION_LABEL = {
  direct_observation: "直接观测", reasonable_inference: "合理推断", overstated: "表述过度",
  unsupported: "证据不足", external_unknown: "外部未知", contradicted: "与证据冲突",
};
const OUTPUT_LABEL = { NORMAL: "正常回答", LOW_CONFID_WITH_DISCLAIMER: "低置信（附说明）", DEGRADED: "降级回答" };

function evidenceList(evidence) {
  const list = el("ul", { class: "evidence" });
  for (const e of evidence || []) {
    list.append(el("li", {},
      "调用 ", el("code", {}, "#" + (e.invocation_id ?? "?")), " · ", el("code", {}, e.tool_name || "?"),
      " · 路径 ", el("code", {}, e.raw_path || "?"),
      e.verified === false ? el("span", { class: "tag" }, "未通过校验 " + (e.failed_rules || []).join("、")) : null,
      el("blockquote", { class: "excerpt" }, e.excerpt || "")));
  }
  if (!list.children.length) list.append(el("li", { class: "empty" }, "无证据绑定"));
  return list;
}

function claimList(target, claims) {
  clear(target);
  if (!claims || !claims.length) { target.append(el("p", { class: "empty" }, "无")); return; }
  for (const c of claims) {
    target.append(el("details", { class: "claim", "data-claim-id": c.claim_id },
      el("summary", {}, c.claim_text,
        el("span", { class: "tag" }, VERIFICATION_LABEL[c.verification] || c.verification)),
      c.detail ? el("p", { class: "hint" }, c.detail) : null,
      evidenceList(c.evidence)));
  }
}

function textList(target, items) {
  clear(target);
  if (!items || !items.length) { target.append(el("li", { class: "empty" }, "无")); return; }
  for (const item of items) target.append(el("li", {}, item));
}

function setBadge(badge, verdict, score) {
  badge.className = "badge " + (BADGE_CLASS[verdict] || "");
  badge.textContent = verdict + " · " + (typeof score === "number" ? score.toFixed(2) : "?");
}

function renderResult(r) {
  $("result").hidden = false;
  setBadge($("verdict-badge"), r.verdict, r.groundedness_score);
  $("verdict-badge").dataset.verdict = r.verdict;
  $("result-meta").textContent = (OUTPUT_LABEL[r.output_type] || r.output_type) + " · " + r.rounds + " 轮 · 会话 " +
    r.session_id + (r.error ? " · 错误：" + r.error : "");
  $("answer").textContent = r.answer;
  claimList($("confirmed"), r.confirmed);
  claimList($("to-confirm"), r.to_confirm);
  textList($("hypotheses"), r.hypotheses);
  textList($("gaps"), r.gaps);
  textList($("next-steps"), r.next_steps);
}

/* ------------------------------------------------------------------ chat */
async function streamChat(question) {
  $("progress").hidden = false;
  $("result").hidden = true;
  clear($("stages"));
  const res = await api("/api/chat/stream", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ question }),
  });
  if (!res.ok) throw new Error(await errorText(res));
  let finished = false;
  const parser = createSSEParser((msg) => {
    let ev;
    try { ev = JSON.parse(msg.data); } catch (_) { return; }
    addStage(ev);
    if (ev.type === "answer" && ev.data && ev.data.result) renderResult(ev.data.result);
    if (ev.type === "done") finished = true;
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder("utf-8");
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  parser.end();
  if (!finished) addStage({ type: "error", round: 0, data: { message: "连接在诊断结束前中断" } });
}

/* ------------------------------------------------------------------ sessions + audit */
async function loadSessions() {
  if (!apiKey()) return;
  const res = await api("/api/sessions?limit=50");
  if (!res.ok) return;
  const sessions = await res.json();
  const list = $("sessions");
  clear(list);
  if (!sessions.length) list.append(el("li", { class: "empty" }, "暂无会话"));
  for (const s of sessions) {
    list.append(el("li", { "data-session-id": s.id, onclick: () => showAudit(s.id) },
      el("span", { class: "v " + (s.verdict || "") }, s.verdict || s.status), s.query));
  }
}

function kvTable(rows) {
  const table = el("table", { class: "kv" });
  for (const [k, v] of rows) table.append(el("tr", {}, el("td", {}, k), el("td", {}, v ?? "")));
  return table;
}

async function showAudit(id) {
  const res = await api("/api/sessions/" + encodeURIComponent(id));
  if (!res.ok) { alert(await errorText(res)); return; }
  const a = await res.json();
  const body = $("audit-body");
  clear(body);
  const s = a.session;
  body.append(kvTable([
    ["问题", s.query], ["状态", s.status], ["结论", (s.verdict || "") + " · " + (s.groundedness_score ?? "")],
    ["输出类型", s.output_type], ["轮次", s.rounds], ["耗时", s.duration_ms ? Math.round(s.duration_ms) + " ms" : ""],
  ]));
  if (a.final_answer) body.append(el("h3", {}, "最终回答"), el("div", { class: "answer" }, a.final_answer));
  body.append(el("h3", {}, "结论与核查"));
  const claims = el("div", { class: "claims" });
  for (const c of a.claims) {
    claims.append(el("details", {},
      el("summary", {}, c.claim_text, el("span", { class: "tag" }, VERIFICATION_LABEL[c.verification] || c.verification || "未核查")),
      c.detail ? el("p", { class: "hint" }, c.detail) : null,
      evidenceList(c.bindings)));
  }
  if (!a.claims.length) claims.append(el("p", { class: "empty" }, "无结构化结论"));
  body.append(claims);
  const cov = a.answer_coverage;
  if (cov && cov.aspects) {
    body.append(el("h3", {}, "回答覆盖（" + cov.answered + "/" + cov.asked + "）"), kvTable(cov.aspects.map(
      (row) => [row.aspect, row.status === "gap" ? "缺口：" + row.gap : row.status + " · " + row.claim_ids.join("、")])));
  }
  const gk = a.gatekeeper_result;
  if (gk) body.append(el("h3", {}, "证据闸门"), kvTable([["状态", gk.status], ["严重度", gk.severity],
    ["失败规则", (gk.failed_rules || []).join("、")]]));
  body.append(el("h3", {}, "工具调用"));
  const invs = el("ul", { class: "evidence" });
  for (const inv of a.invocations) {
    invs.append(el("li", {}, (inv.success ? "✓ " : "✗ "), el("code", {}, "#" + inv.id), " ", inv.tool_name,
      " · R" + inv.round + " · " + inv.status + " · " + JSON.stringify(inv.arguments)));
  }
  body.append(invs);
  body.append(el("h3", {}, "步骤"));
  const steps = el("ol", { class: "stages" });
  for (const st of a.steps) steps.append(el("li", {}, "R" + st.round + " " + st.agent + "：" + st.thought));
  body.append(steps);
  for (const [title, value] of [["规则评估 rule_evaluation", a.rule_evaluation], ["校验评估 verifier_evaluation", a.verifier_evaluation]]) {
    if (value) body.append(el("details", {}, el("summary", {}, title), el("pre", { class: "json" }, JSON.stringify(value, null, 2))));
  }
  $("audit").hidden = false;
  $("audit").scrollIntoView({ behavior: "smooth" });
}

/* ------------------------------------------------------------------ knowledge base */
async function loadDocuments() {
  if (!apiKey()) return;
  const res = await api("/api/kb/documents");
  if (!res.ok) return;
  const docs = await res.json();
  const list = $("kb-documents");
  clear(list);
  for (const d of docs) {
    list.append(el("li", {}, el("span", { title: d.source_path }, d.title + "（" + d.chunk_count + " 段）"),
      el("button", { type: "button", onclick: () => deleteDocument(d.id) }, "删除")));
  }
}

async function deleteDocument(id) {
  if (!confirm("删除该文档？")) return;
  const res = await api("/api/kb/documents/" + id, { method: "DELETE" });
  $("kb-message").textContent = res.ok ? "已删除" : await errorText(res);
  loadDocuments();
}

async function uploadDocument(ev) {
  ev.preventDefault();
  const file = $("kb-file").files[0];
  if (!file) return;
  const form = new FormData();
  form.append("file", file);
  $("kb-message").textContent = "上传中…";
  const res = await api("/api/kb/documents", { method: "POST", body: form });
  if (res.ok) {
    const r = await res.json();
    $("kb-message").textContent = "已上传 " + r.name + "（" + r.action + "，" + r.chunk_count + " 段）";
    $("kb-form").reset();
    loadDocuments();
  } else {
    $("kb-message").textContent = "上传失败：" + await errorText(res);
  }
}

/* ------------------------------------------------------------------ wiring */
function init() {
  $("key-form").addEventListener("submit", () => {
    const key = $("api-key").value.trim();
    if (key) localStorage.setItem(KEY_STORAGE, key);
    updateKeyState();
    loadSessions();
    loadDocuments();
  });
  $("change-key").addEventListener("click", () => askForKey(false));
  $("refresh-sessions").addEventListener("click", loadSessions);
  $("close-audit").addEventListener("click", () => { $("audit").hidden = true; });
  $("kb-form").addEventListener("submit", uploadDocument);
  $("ask-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const question = $("question").value.trim();
    if (!question) return;
    if (!apiKey()) { askForKey(false); return; }
    $("ask").disabled = true;
    try { await streamChat(question); }
    catch (err) { addStage({ type: "error", round: 0, data: { message: String(err.message || err) } }); }
    finally { $("ask").disabled = false; loadSessions(); }
  });
  updateKeyState();
  if (!apiKey()) askForKey(false);
  else { loadSessions(); loadDocuments(); }
}

if (typeof document !== "undefined") document.addEventListener("DOMContentLoaded", init);
if (typeof module !== "undefined") module.exports = { createSSEParser };
