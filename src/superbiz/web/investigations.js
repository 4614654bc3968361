/* superbiz web page: the investigations Alertmanager started (a small sidebar panel). Uses app.js's helpers
   (api, $, el, clear, apiKey, showAudit); each item opens the audit trail of its session. */
"use strict";

const INVESTIGATION_REFRESH_MS = 15000;
const STATUS_WORDS = { queued: "排队中", running: "排查中", open: "告警中", closing: "复查中", closed: "已恢复", failed: "失败" };

function investigationTitle(inv) {
  const names = [...new Set((inv.alerts || []).map((a) => (a.labels || {}).alertname || "?"))];
  return names.join("、") || "告警";
}

async function loadInvestigations() {
  if (!apiKey()) return;
  const res = await api("/api/investigations?limit=20");
  if (!res.ok) return;
  const rows = await res.json();
  const list = $("investigations");
  clear(list);
  if (!rows.length) list.append(el("li", { class: "empty" }, "暂无告警排查"));
  for (const inv of rows) {
    const session = inv.followup_session_id || inv.session_id;
    const attrs = { "data-investigation-id": inv.id, title: inv.question };
    if (session) attrs.onclick = () => showAudit(session);
    list.append(el("li", attrs,
      el("span", { class: "v " + (inv.verdict || "") }, inv.verdict || "…"),
      `${STATUS_WORDS[inv.status] || inv.status} · ${investigationTitle(inv)}`));
  }
}

if (typeof document !== "undefined") {
  document.addEventListener("DOMContentLoaded", () => {
    $("refresh-investigations").addEventListener("click", loadInvestigations);
    $("key-form").addEventListener("submit", loadInvestigations);
    loadInvestigations();
    setInterval(loadInvestigations, INVESTIGATION_REFRESH_MS);
  });
}
