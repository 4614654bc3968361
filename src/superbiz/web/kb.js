/* superbiz web page: the knowledge base (search, preview, upload without duplicates, delete). */
"use strict";

async function loadDocuments() {
  if (!apiKey()) return;
  const res = await api("/api/kb/documents");
  if (!res.ok) return;
  const docs = await res.json();
  const list = $("kb-documents");
  clear(list);
  for (const d of docs) {
    list.append(el("li", { "data-document-id": d.id },
      el("button", { type: "button", class: "link doc-title", title: d.source_path, onclick: () => previewDocument(d.id) },
        d.title + "（" + d.chunk_count + " 段）"),
      el("button", { type: "button", class: "danger", onclick: () => deleteDocument(d.id) }, "删除")));
  }
}

async function previewDocument(id, chunkId) {
  const res = await api("/api/kb/documents/" + id);
  if (!res.ok) { $("kb-message").textContent = await errorText(res); return; }
  const p = await res.json();
  $("kb-preview-title").textContent = p.document.title;
  $("kb-preview-meta").textContent = p.document.source_path + " · " + p.document.chunk_count + " 段 · " +
    p.document.size_bytes + " B · sha256 " + p.document.content_hash.slice(0, 12);
  const body = $("kb-preview-body");
  clear(body);
  let target = null;
  for (const c of p.chunks) {
    const node = el("div", { class: "chunk" + (c.id === chunkId ? " hl" : ""), "data-chunk-id": c.id },
      el("div", { class: "hint" }, c.heading_path), renderMarkdown(c.text));
    if (c.id === chunkId) target = node;
    body.append(node);
  }
  $("kb-preview").hidden = false;
  (target || $("kb-preview")).scrollIntoView({ block: "center" });
}

async function searchKnowledge(ev) {
  ev.preventDefault();
  const q = $("kb-query").value.trim();
  if (!q) return;
  const res = await api("/api/kb/search?top_k=5&q=" + encodeURIComponent(q));
  const list = $("kb-results");
  clear(list);
  if (!res.ok) { list.append(el("li", { class: "empty" }, await errorText(res))); return; }
  const hits = await res.json();
  if (!hits.length) list.append(el("li", { class: "empty" }, "没有匹配的文档"));
  for (const h of hits) {
    list.append(el("li", { class: "hit", "data-chunk-id": h.chunk_id },
      el("button", { type: "button", class: "link", onclick: () => previewDocument(h.document_id, h.chunk_id) },
        h.title + " › " + (h.heading_path.split(" > ").slice(1).join(" › ") || "全文")),
      el("span", { class: "tag" }, h.relevance_level + " " + h.score.toFixed(2))));
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
  const message = $("kb-message");
  if (res.ok) {
    const r = await res.json();
    message.dataset.action = r.action;
    message.textContent = r.action === "duplicate" ? "未重复添加：" + r.reason
      : r.action === "unchanged" ? r.name + " 内容未变，无需更新"
        : "已上传 " + r.name + "（" + r.action + "，" + r.chunk_count + " 段）";
    $("kb-form").reset();
    loadDocuments();
  } else {
    message.dataset.action = "error";
    message.textContent = "上传失败：" + await errorText(res);
  }
}
