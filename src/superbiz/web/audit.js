/* superbiz web page: the audit view of one session (claims and checks, gatekeeper, a timeline of the tool
 * calls and agent steps with their durations, invocations, evaluations). */
"use strict";

function kvTable(rows) {
  const table = el("table", { class: "kv" });
  for (const [k, v] of rows) table.append(el("tr", {}, el("td", {}, k), el("td", {}, v ?? "")));
  return table;
}

/* One row per tool call (and agent step), placed by when it started and as wide as it took. */
function timeline(session, invocations, steps, numbering) {
  const rows = [];
  for (const inv of invocations) {
    const end = Date.parse(inv.created_at);
    rows.push({ kind: "tool", status: inv.status, start: end - inv.duration_ms, ms: inv.duration_ms,
      label: "#" + numbering.of(inv.id) + " " + inv.tool_name, round: inv.round });
  }
  for (const st of steps) {
    const end = Date.parse(st.created_at);
    rows.push({ kind: "step", status: "step", start: end - st.duration_ms, ms: st.duration_ms,
      label: st.agent, round: st.round });
  }
  const origin = Math.min(Date.parse(session.created_at), ...rows.map((r) => r.start));
  const finish = Math.max(origin + (session.duration_ms || 0), ...rows.map((r) => r.start + r.ms), origin + 1);
  const span = finish - origin;
  rows.sort((a, b) => a.start - b.start);
  const box = el("div", { class: "timeline", "data-span-ms": Math.round(span) });
  for (const r of rows) {
    const left = ((r.start - origin) / span) * 100;
    const width = Math.max(0.6, (r.ms / span) * 100);
    box.append(el("div", { class: "tl-row " + r.kind, "data-kind": r.kind, "data-status": r.status },
      el("span", { class: "tl-label" }, "R" + r.round + " " + r.label),
      el("span", { class: "tl-track" },
        el("span", { class: "tl-bar " + r.status, style: `left:${left.toFixed(2)}%;width:${Math.min(width, 100 - left).toFixed(2)}%` })),
      el("span", { class: "tl-ms" }, r.ms.toFixed(1) + " ms")));
  }
  box.append(el("div", { class: "tl-axis" }, el("span", {}, "0 ms"), el("span", {}, Math.round(span) + " ms")));
  return box;
}

function invocationItems(sessionId, invocations, numbering) {
  const list = el("ul", { class: "evidence" });
  for (const inv of invocations) {
    const n = numbering.of(inv.id);
    list.append(el("li", { class: "inv " + inv.status, "data-status": inv.status },
      el("span", { class: "status " + inv.status }, STATUS_LABEL[inv.status] || inv.status), " ",
      el("button", { type: "button", class: "inv-link", "data-number": n, title: "数据库 id " + inv.id,
        onclick: () => openInvocation(sessionId, n, "").catch((err) => alert(err.message || err)) }, "#" + n),
      " " + inv.tool_name + " · R" + inv.round + " · " + inv.duration_ms.toFixed(1) + " ms · " +
      JSON.stringify(inv.arguments)));
  }
  return list;
}

async function showAudit(id) {
  const res = await api("/api/sessions/" + encodeURIComponent(id));
  if (!res.ok) { alert(await errorText(res)); return; }
  const a = await res.json();
  const s = a.session;
  const invocations = [...a.invocations].sort((x, y) => x.id - y.id);
  const numbering = Numbering.fromInvocations(s.id, invocations);
  const body = $("audit-body");
  clear(body);
  $("audit").dataset.sessionId = s.id;
  if (s.conversation_id) {
    body.append(el("p", {}, el("button", { type: "button", id: "continue-conversation", class: "link",
      onclick: () => continueConversation(s.conversation_id) }, "在这个对话里继续追问")));
  }
  body.append(kvTable([
    ["问题", s.query], ["会话", s.id], ["对话", s.conversation_id || "（单轮）"], ["状态", s.status],
    ["结论", (s.verdict || "") + " · " + (s.groundedness_score ?? "")], ["输出类型", s.output_type], ["轮次", s.rounds],
    ["耗时", s.duration_ms ? Math.round(s.duration_ms) + " ms" : ""],
  ]));
  if (a.final_answer) body.append(el("h3", {}, "最终回答"), el("div", { class: "answer" }, renderMarkdown(a.final_answer)));
  body.append(el("h3", {}, "时间线"), timeline(s, invocations, a.steps, numbering));
  body.append(el("h3", {}, "结论与核查"));
  const claims = el("div", { class: "claims" });
  for (const c of a.claims) claims.append(claimDetails(c, numbering));
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
  body.append(el("h3", {}, "工具调用"), invocationItems(s.id, invocations, numbering));
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
