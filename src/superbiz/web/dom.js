/* superbiz web page: shared helpers (DOM building, the API key, fetch with auth, a little Markdown).
 * No build step, no external resources. All data is rendered with textContent (never innerHTML). */
"use strict";

const KEY_STORAGE = "superbiz.apiKey";
const SVG_NS = "http://www.w3.org/2000/svg";

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined) continue;
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

function svgEl(tag, attrs, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

/* ------------------------------------------------------------------ API key + fetch */
function apiKey() { return localStorage.getItem(KEY_STORAGE) || ""; }

function askForKey(invalid) {
  $("key-error").hidden = !invalid;
  $("api-key").value = "";
  if (!$("key-dialog").open) $("key-dialog").showModal();
}

async function api(path, options) {
  const opts = Object.assign({}, options || {});
  opts.headers = Object.assign({ Authorization: "Bearer " + apiKey() }, opts.headers || {});
  const res = await fetch(path, opts);
  if (res.status === 401) { askForKey(true); throw new Error("API 密钥无效"); }
  return res;
}

async function errorText(res) {
  try { const body = await res.json(); return (body.error && body.error.message) || body.detail || res.statusText; }
  catch (_) { return res.statusText; }
}

/* ------------------------------------------------------------------ Markdown (the subset answers use)
 * `code`, **bold**, "- " / "• " bullets, "1. " numbered items, ``` fences, blank-line paragraphs. DOM nodes. */
function inlineMarkdown(text) {
  const frag = document.createDocumentFragment();
  const parts = String(text).split(/(`[^`\n]+`|\*\*[^*\n]+\*\*)/);
  for (const part of parts) {
    if (!part) continue;
    if (part.length > 2 && part[0] === "`" && part[part.length - 1] === "`") frag.append(el("code", {}, part.slice(1, -1)));
    else if (part.startsWith("**") && part.endsWith("**") && part.length > 4) frag.append(el("strong", {}, part.slice(2, -2)));
    else frag.append(part);
  }
  return frag;
}

/* onItem(text, li) may decorate a list item (e.g. attach the evidence of the claim it states). */
function renderMarkdown(text, onItem) {
  const root = el("div", { class: "md" });
  let list = null;
  let para = null;
  let fence = null;
  for (const raw of String(text || "").split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (/^\s*```/.test(line)) {  // fenced block: verbatim until the closing fence
      if (fence) { fence = null; } else { fence = el("pre"); root.append(fence); list = para = null; }
      continue;
    }
    if (fence) { fence.append((fence.textContent ? "\n" : "") + raw); continue; }
    const bullet = line.match(/^\s*(?:[-*•])\s+(.*)$/);
    const numbered = line.match(/^\s*(\d+)[.、)]\s+(.*)$/);
    if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      if (!list || list.tagName.toLowerCase() !== kind) { list = el(kind); root.append(list); }
      para = null;
      const itemText = bullet ? bullet[1] : numbered[2];
      const li = el("li", {}, inlineMarkdown(itemText));
      if (onItem) onItem(itemText, li);
      list.append(li);
      continue;
    }
    list = null;
    if (!line.trim()) { para = null; continue; }
    if (!para) { para = el("p"); root.append(para); } else para.append(el("br"));
    para.append(inlineMarkdown(line));
  }
  return root;
}
