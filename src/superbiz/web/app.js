/* superbiz web page: chat with live stages (SSE over fetch), verdict badge, answer with linked evidence,
 * conversations, sessions. Helpers in dom.js, evidence in evidence.js, audit in audit.js, knowledge in kb.js. */
"use strict";

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

/* ------------------------------------------------------------------ stages */
const STAGE_LABEL = {
  session: "会话", plan: "计划", tool_call: "工具调用", executor: "执行器", gatekeeper: "证据闸门",
  verdict: "校验结论", retry: "重试", answer: "回答", error: "错误", done: "完成",
};

let liveNumbering = new Numbering("");

function toolMark(d) {
  if (d.status === "no_data") return "∅ 无数据 ";
  return d.success ? "✓ " : "✗ ";
}

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
      return toolMark(d) + (d.tool_name || "?") + " #" + (liveNumbering.of(d.invocation_id) ?? "?") +
        (d.evidence_refs !== undefined && d.status !== "no_data" ? " · 证据 " + d.evidence_refs + " 条" : "") +
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
  if (ev.type === "tool_call") return d.status === "no_data" ? "nodata" : d.success ? "ok" : "fail";
  if (ev.type === "error") return "error";
  if (ev.type === "retry") return "retry";
  if (ev.type === "gatekeeper") return d.status === "fail" ? "fail" : d.status === "warn" ? "retry" : "ok";
  return "";
}

function addStage(ev) {
  if (ev.type === "tool_call") liveNumbering.add((ev.data || {}).invocation_id);
  const item = el("li", { class: stageClass(ev), "data-type": ev.type },
    el("span", { class: "round" }, ev.round ? "R" + ev.round : ""),
    el("strong", {}, STAGE_LABEL[ev.type] || ev.type), "：", stageText(ev));
  $("stages").append(item);
}

/* ------------------------------------------------------------------ result */
const BADGE_CLASS = { PASS: "pass", LOW_CONFID: "low", REJECT: "reject" };
const OUTPUT_LABEL = { NORMAL: "正常回答", LOW_CONFID_WITH_DISCLAIMER: "低置信（附说明）", DEGRADED: "降级回答" };

const norm = (t) => String(t || "").replace(/[`*\s]/g, "");

function claimList(target, claims, numbering) {
  clear(target);
  for (const c of claims) target.append(claimDetails(c, numbering));
  target.closest("section").hidden = !claims.length;
}

function textList(target, items) {
  clear(target);
  for (const item of items) target.append(el("li", {}, inlineMarkdown(item)));
  target.closest("section").hidden = !items.length;
}

function setBadge(badge, verdict, score) {
  badge.className = "badge " + (BADGE_CLASS[verdict] || "");
  badge.textContent = verdict + " · " + (typeof score === "number" ? score.toFixed(2) : "?");
}

/* The answer once, as Markdown; each line that states a claim carries that claim's evidence. The sections
 * below list only what the answer does not already say. */
function renderResult(r, numbering) {
  $("result").hidden = false;
  $("result").dataset.sessionId = r.session_id;
  setBadge($("verdict-badge"), r.verdict, r.groundedness_score);
  $("verdict-badge").dataset.verdict = r.verdict;
  $("result-meta").textContent = (OUTPUT_LABEL[r.output_type] || r.output_type) + " · " + r.rounds + " 轮 · 会话 " +
    r.session_id + (r.error ? " · 错误：" + r.error : "");
  const claims = [...r.confirmed, ...r.to_confirm];
  const byText = new Map(claims.map((c) => [norm(c.claim_text), c]));
  const inAnswer = new Set();
  const answer = $("answer");
  clear(answer);
  answer.append(renderMarkdown(r.answer, (text, li) => {
    const claim = byText.get(norm(text));
    if (!claim) return;
    inAnswer.add(claim.claim_id);
    clear(li);
    li.classList.add("claim-line");
    li.append(claimDetails(claim, numbering, { label: inlineMarkdown(text) }));
  }));
  const said = norm(r.answer);
  const notSaid = (items) => items.filter((t) => !said.includes(norm(t)));
  claimList($("confirmed"), r.confirmed.filter((c) => !inAnswer.has(c.claim_id)), numbering);
  claimList($("to-confirm"), r.to_confirm.filter((c) => !inAnswer.has(c.claim_id)), numbering);
  textList($("hypotheses"), notSaid(r.hypotheses));
  textList($("gaps"), notSaid(r.gaps));
  textList($("next-steps"), notSaid(r.next_steps));
}

/* ------------------------------------------------------------------ conversations */
const conversation = { id: null, turns: 0 };

function newConversationId() {
  const rnd = (window.crypto && crypto.randomUUID) ? crypto.randomUUID().replace(/-/g, "")
    : Math.random().toString(16).slice(2) + Date.now().toString(16);
  return "web-" + rnd.slice(0, 20);
}

function updateConversationLabel() {
  $("conversation-label").textContent = conversation.id
    ? "对话 " + conversation.id + " · 已问 " + conversation.turns + " 个问题（追问会带上前文）" : "新对话";
  $("conversation-label").dataset.conversationId = conversation.id || "";
}

function closePanels() {
  for (const id of ["audit", "viewer", "kb-preview"]) $(id).hidden = true;
}

function startNewConversation() {
  conversation.id = null;
  conversation.turns = 0;
  clear($("turns"));
  clear($("stages"));
  $("progress").hidden = true;
  $("result").hidden = true;
  closePanels();
  updateConversationLabel();
  $("question").focus();
}

function continueConversation(id) {
  startNewConversation();
  conversation.id = id;
  updateConversationLabel();
  $("conversation-label").textContent = "对话 " + id + "（继续追问，会带上此前的问答）";
}

function addTurn(question, result) {
  conversation.turns += 1;
  $("turns").append(el("li", { "data-session-id": result ? result.session_id : "" },
    el("span", { class: "v " + (result ? result.verdict : "") }, result ? result.verdict : "…"), question));
  updateConversationLabel();
}

/* ------------------------------------------------------------------ chat */
async function streamChat(question) {
  $("progress").hidden = false;
  $("result").hidden = true;
  clear($("stages"));
  if (!conversation.id) conversation.id = newConversationId();
  const res = await api("/api/chat/stream", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ question, conversation_id: conversation.id }),
  });
  if (!res.ok) throw new Error(await errorText(res));
  let finished = false;
  let result = null;
  const parser = createSSEParser((msg) => {
    let ev;
    try { ev = JSON.parse(msg.data); } catch (_) { return; }
    if (ev.type === "session") liveNumbering = new Numbering(ev.session_id);
    addStage(ev);
    if (ev.type === "answer" && ev.data && ev.data.result) { result = ev.data.result; renderResult(result, liveNumbering); }
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
  addTurn(question, result);
  if (!finished) addStage({ type: "error", round: 0, data: { message: "连接在诊断结束前中断" } });
}

/* ------------------------------------------------------------------ sessions */
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

/* ------------------------------------------------------------------ wiring */
function updateKeyState() {
  $("key-state").textContent = apiKey() ? "已设置密钥" : "未设置密钥";
}

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
  $("close-viewer").addEventListener("click", () => { $("viewer").hidden = true; });
  $("close-preview").addEventListener("click", () => { $("kb-preview").hidden = true; });
  $("new-conversation").addEventListener("click", startNewConversation);
  $("kb-form").addEventListener("submit", uploadDocument);
  $("kb-search-form").addEventListener("submit", searchKnowledge);
  $("ask-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const question = $("question").value.trim();
    if (!question) return;
    if (!apiKey()) { askForKey(false); return; }
    closePanels();
    $("ask").disabled = true;
    try { await streamChat(question); $("question").value = ""; }
    catch (err) { addStage({ type: "error", round: 0, data: { message: String(err.message || err) } }); }
    finally { $("ask").disabled = false; loadSessions(); }
  });
  updateKeyState();
  updateConversationLabel();
  if (!apiKey()) askForKey(false);
  else { loadSessions(); loadDocuments(); }
}

if (typeof document !== "undefined") document.addEventListener("DOMContentLoaded", init);
if (typeof module !== "undefined") module.exports = { createSSEParser };
