// The sandbox's page: one channel of the local Discord as one member sees it, and a message box that turns a
// typed slash command into the interaction Discord would send the bot. Plain JavaScript, no build step.
"use strict";

const $ = (id) => document.getElementById(id);
const state = {
  world: null, user: null, channel: null, shown: "", picked: {}, suggestions: [], active: 0, asking: 0,
  jumpTo: null, unknown: new Set(), asked: new Set(), drafts: {},
};

// ---------------------------------------------------------------------------------------------------- talking

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) data.ok = false;
  return data;
}

async function loadWorld() {
  state.world = await api("/api/world");
  const params = new URLSearchParams(location.search);
  const members = state.world.members;
  const channels = state.world.channels;
  if (!state.user) {
    const wanted = params.get("user");
    state.user = (members.find((m) => m.name === wanted || m.id === wanted) || members[0]).id;
  }
  if (!state.channel) {
    const wanted = params.get("channel");
    state.channel = (channels.find((c) => c.name === wanted || c.id === wanted) || channels[0]).id;
  }
  drawSidebar();
  $("status").textContent = state.world.commands.length
    ? `${state.world.bot.name} is online. Type / to see its commands.`
    : "Waiting for the bot to connect…";
}

function me() { return state.world.members.find((m) => m.id === state.user); }
function locale() { return me().locale; }

let refreshing = false;
let again = false;
async function refresh() {
  if (refreshing) { again = true; return; }
  refreshing = true;
  try {
    do {
      again = false;
      if (!state.world.commands.length) await loadWorld();
      const messages = await api(`/api/messages?user=${state.user}&channel=${state.channel}`);
      const text = JSON.stringify(messages);
      if (text !== state.shown) {
        state.shown = text;
        drawMessages(messages);
      }
    } while (again);
  } finally {
    refreshing = false;
  }
}

// The live stream says "world" when the server's list changed (a thread opened, archived, reopened): the sidebar
// is drawn again and so are the messages, whose channel mentions may name the new thread.
function listen() {
  const events = new EventSource("/api/events");
  events.onmessage = (event) => {
    if (event.data === "world") loadWorld().then(() => { state.shown = ""; refresh(); });
    else refresh();
  };
  events.onerror = () => { $("status").textContent = "The sandbox has stopped (or is restarting)."; };
  events.onopen = () => loadWorld().then(refresh);
}

// ---------------------------------------------------------------------------------------------------- drawing

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "html") node.innerHTML = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function drawSidebar() {
  const world = state.world;
  document.documentElement.lang = locale();
  document.title = `#${channelName(state.channel)} · ${world.guild.name} · sandbox`;
  $("guild-name").textContent = world.guild.name;
  // Each thread under its channel, as Discord lists them; an archived one stays listed, marked.
  $("channels").replaceChildren(...world.channels.map((c) => el("li", {
    class: [c.thread ? "thread" : "", c.archived ? "archived" : "", c.id === state.channel ? "current" : ""].join(" "),
    "data-channel": c.name, "data-channel-id": c.id, title: c.archived ? "Archived: a new post reopens it" : c.name,
    onclick: () => openChannel(c.id),
  }, el("span", { class: "channel-label" }, `${c.thread ? "↳ " : "# "}${c.name}`),
  c.archived ? el("span", { class: "badge" }, "archived") : null)));
  const shown = channelOf(state.channel);
  const parent = shown && shown.parent ? channelOf(shown.parent) : null;
  $("channel-name").replaceChildren(...[
    parent ? el("span", { class: "parent-name", onclick: () => openChannel(parent.id) }, `# ${parent.name} › `) : null,
    `${parent ? "↳ " : "# "}${channelName(state.channel)}`,
    shown && shown.archived ? el("span", { class: "badge" }, "archived: a new post reopens it") : null,
  ].filter((part) => part !== null));
  fillSelect($("member"), world.members.map((m) => [m.id, m.name]), state.user);
  fillSelect($("member-locale"), world.locales.map((l) => [l, l]), locale());
  fillSelect($("guild-locale"), world.locales.map((l) => [l, l]), world.guild.locale);
  $("new-tab").href = `/?user=${encodeURIComponent(nextMember().name)}&channel=${encodeURIComponent(channelName(state.channel))}`;
}

function nextMember() {
  const members = state.world.members;
  return members[(members.findIndex((m) => m.id === state.user) + 1) % members.length];
}

function fillSelect(select, options, chosen) {
  select.replaceChildren(...options.map(([value, label]) => el("option", { value, selected: value === chosen }, label)));
}

function remember() {
  history.replaceState(null, "", `/?user=${encodeURIComponent(me().name)}&channel=${encodeURIComponent(channelName(state.channel))}`);
}

function channelOf(id) { return state.world.channels.find((x) => x.id === id) || null; }
function channelName(id) { const c = channelOf(id); return c ? c.name : "unknown"; }

// Switches the view to a channel or thread (the sidebar, a channel mention, a jump link), at its latest message, or
// at ``messageId`` when a jump link names one, which is lit up a moment as Discord does.
function openChannel(id, messageId) {
  if (!channelOf(id)) return;
  leaveComposer();
  state.channel = id;
  state.shown = "";
  state.drawn = false;
  state.jumpTo = messageId || null;
  state.picked = {};
  remember();
  drawSidebar();
  $("box").value = state.drafts[draftKey()] || "";
  refresh();
}

// What is typed belongs to one member in one channel, as a draft does in Discord's client: switching channels
// (or members) keeps it for when they come back, and shows the other channel's own; a refusal belongs to the
// command it answered and goes.
function draftKey() { return `${state.user}/${state.channel}`; }
function leaveComposer() {
  const text = $("box").value;
  if (text) state.drafts[draftKey()] = text; else delete state.drafts[draftKey()];
  $("box").value = "";
  hideRefusal();
  suggest([]);
}

function jumpIfAsked() {
  if (!state.jumpTo) return;
  const target = $("messages").querySelector(`article[data-id="${state.jumpTo}"]`);
  state.jumpTo = null;
  if (!target) return;
  target.scrollIntoView({ block: "center" });
  target.classList.add("jumped");
  setTimeout(() => target.classList.remove("jumped"), 2000);
}
function memberName(id) {
  if (id === state.world.bot.id) return state.world.bot.name;
  const m = state.world.members.find((x) => x.id === id);
  return m ? m.name : "someone";
}

// The channel stays at its latest message unless the member scrolled up to read older ones, as in Discord; a
// picture that loads later makes the channel taller, so it scrolls again then.
function atLatest() {
  const box = $("messages");
  if (window.matchMedia("(max-width: 700px)").matches) {
    return window.innerHeight + window.scrollY >= document.body.scrollHeight - 160;
  }
  return box.scrollHeight - box.scrollTop - box.clientHeight < 160;
}

function toLatest() {
  const box = $("messages");
  box.scrollTop = box.scrollHeight;
  window.scrollTo(0, document.body.scrollHeight);
}

function drawMessages(messages) {
  const stay = (!state.drawn || atLatest()) && !state.jumpTo;
  state.drawn = true;
  state.unknown = new Set();
  $("messages").replaceChildren(...messages.map(drawMessage));
  jumpIfAsked();
  // A mention of a channel the page does not know yet (a thread opened a moment ago): the list is asked again.
  const unheard = [...state.unknown].filter((id) => !state.asked.has(id));
  if (unheard.length) {
    unheard.forEach((id) => state.asked.add(id));
    loadWorld().then(() => { state.shown = ""; refresh(); });
  }
  if (!stay) return;
  toLatest();
  for (const img of $("messages").querySelectorAll("img")) {
    if (!img.complete) img.addEventListener("load", toLatest, { once: true });
  }
}

function drawMessage(m) {
  const used = m.used && m.used.command
    ? el("div", { class: "used" }, `↳ ${m.used.user} used `, el("span", { class: "mention" }, `/${localCommand(m.used.command)}`))
    : null;
  const shownInEmbeds = new Set();
  for (const e of m.embeds) for (const key of ["image", "thumbnail"]) {
    if (e[key] && e[key].url && e[key].url.startsWith("attachment://")) shownInEmbeds.add(e[key].url.slice(13));
  }
  const node = el("article", {
    class: `message${m.ephemeral ? " ephemeral" : ""}`, "data-id": m.id, "data-ephemeral": m.ephemeral ? "yes" : "no",
  },
  used,
  el("div", { class: "avatar" }, m.author.slice(0, 1)),
  el("div", {},
    el("span", { class: "author" }, m.author),
    m.bot ? el("span", { class: "tag" }, "APP") : null,
    el("span", { class: "time" }, new Date(m.timestamp).toLocaleTimeString())),
  m.loading ? el("div", { class: "loading" }, `${m.author} is thinking…`) : null,
  m.content ? el("div", { class: "content", html: markdown(m.content) }, m.edited ? el("span", { class: "edited" }, " (edited)") : null) : null,
  m.embeds.map((e) => drawEmbed(e, m)),
  m.attachments.filter((a) => !shownInEmbeds.has(a.filename)).map((a) => a.image
    ? el("img", { class: "picture", src: a.url, alt: a.description || a.filename, "data-filename": a.filename })
    : el("a", { class: "file", href: a.url, download: a.filename }, a.filename)),
  m.components.map((row) => drawRow(row, m)),
  m.ephemeral ? el("div", { class: "only-you", html: "<b>Only you can see this</b> · a private reply" }) : null);
  return node;
}

function attachmentUrl(url, m) {
  if (!url || !url.startsWith("attachment://")) return url;
  const found = m.attachments.find((a) => a.filename === url.slice(13));
  return found ? found.url : "";
}

function drawEmbed(e, m) {
  const color = e.color !== undefined ? `#${e.color.toString(16).padStart(6, "0")}` : undefined;
  return el("div", { class: "embed", style: color ? `border-left-color: ${color}` : undefined },
    e.thumbnail ? el("img", { class: "embed-thumbnail", src: attachmentUrl(e.thumbnail.url, m), alt: "" }) : null,
    e.author ? el("div", { class: "embed-author" }, e.author.name) : null,
    e.title ? el("div", { class: "embed-title", html: markdown(e.title) }) : null,
    e.description ? el("div", { class: "embed-description", html: markdown(e.description) }) : null,
    e.fields && e.fields.length ? el("div", { class: "embed-fields" }, e.fields.map((f) => el("div", {
      class: `embed-field${f.inline ? " inline" : ""}`,
    }, el("div", { class: "embed-field-name", html: markdown(f.name) }),
    el("div", { class: "embed-field-value", html: markdown(f.value) })))) : null,
    e.image ? el("img", {
      class: "embed-image", src: attachmentUrl(e.image.url, m), alt: "", "data-filename": (e.image.url || "").replace("attachment://", ""),
    }) : null,
    e.footer ? el("div", { class: "embed-footer" }, e.footer.text) : null);
}

const STYLES = { 1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link" };

function drawRow(row, m) {
  const parts = row.type === 1 ? row.components : [row];
  return el("div", { class: "row" }, parts.map((c) => (c.type === 2 ? drawButton(c, m) : drawSelect(c, m))));
}

function drawButton(c, m) {
  const label = `${c.emoji && c.emoji.name ? `${c.emoji.name} ` : ""}${c.label || ""}`.trim();
  if (c.style === 5) return el("a", { class: "file", href: c.url, target: "_blank" }, label);
  return el("button", {
    class: `component ${STYLES[c.style] || "secondary"}`, disabled: !!c.disabled, "data-custom-id": c.custom_id,
    onclick: (event) => act(event.target, "/api/click", { message: m.id, custom_id: c.custom_id }),
  }, label);
}

function drawSelect(c, m) {
  if (c.type !== 3) return el("span", { class: "subtext" }, "(a menu the sandbox cannot show)");
  const select = el("select", {
    class: "component", disabled: !!c.disabled, "data-custom-id": c.custom_id, multiple: (c.max_values || 1) > 1,
    onchange: (event) => {
      const values = [...event.target.selectedOptions].map((o) => o.value).filter((v) => v !== "");
      if (values.length >= (c.min_values ?? 1)) act(event.target, "/api/select", { message: m.id, custom_id: c.custom_id, values });
    },
  },
  (c.max_values || 1) > 1 ? null : el("option", { value: "", selected: true, disabled: true }, c.placeholder || "Make a selection"),
  c.options.map((o) => el("option", { value: o.value, title: o.description || "" },
    `${o.emoji && o.emoji.name ? `${o.emoji.name} ` : ""}${o.label}`)));
  return select;
}

async function act(control, path, body) {
  control.disabled = true;
  const answer = await api(path, { ...body, user: state.user });
  if (answer.ok === false) refuse(answer.refused || "The local Discord refused that.");
  refresh();
}

// A little of Discord's markdown: enough for the bot's texts (bold, italics, code, quotes, mentions, times).
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}

// A link to a channel of the server, as the page's own address: it opens in a new tab too (the middle button).
function channelHref(id) {
  return `/?user=${encodeURIComponent(me().name)}&channel=${encodeURIComponent(id)}`;
}

// A channel mention, "#general" or "#Copenhagen #3: Alice, …": a name that opens the channel or thread, as in
// Discord's client; a channel the page does not know shows as "#unknown".
function channelMention(id) {
  const known = channelOf(id);
  if (!known) {
    state.unknown.add(id);
    return '<span class="mention">#unknown</span>';
  }
  return `<a class="mention channel-link" href="${channelHref(id)}" data-channel-id="${id}">#${escapeHtml(known.name)}</a>`;
}

// Discord's jump link (https://discord.com/channels/<guild>/<channel>[/<message>]) to this server: opens the
// channel at that message. ``label`` is a markdown link's text; a bare link shows as Discord shows it, the
// channel's name and "› message".
const JUMP = /^https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/channels\/(\d+|@me)\/(\d+)(?:\/(\d+))?$/;
function jumpLink(url, label) {
  const found = url.replace(/&amp;/g, "&").match(JUMP);
  const known = found ? channelOf(found[2]) : null;
  if (!known) return label === undefined ? `<a href="${url}" target="_blank">${url}</a>` : `<a href="${url}" target="_blank">${label}</a>`;
  const message = found[3] ? ` data-message-id="${found[3]}"` : "";
  const text = label === undefined ? `#${escapeHtml(known.name)}${found[3] ? ' <span class="jump-message">› message</span>' : ""}` : label;
  return `<a class="${label === undefined ? "mention " : ""}channel-link" href="${channelHref(known.id)}" data-channel-id="${known.id}"${message}>${text}</a>`;
}

function markdown(text) {
  if (!text) return "";
  const kept = [];
  // What is done with already (code, links) is set aside, so no later rule reads inside it (a "_" in a link).
  const keep = (html) => { kept.push(html); return `\u0000${kept.length - 1}\u0000`; };
  let html = escapeHtml(String(text))
    .replace(/```(?:\w*\n)?([\s\S]*?)```/g, (_, code) => keep(`<pre>${code}</pre>`))
    .replace(/`([^`]+)`/g, (_, code) => keep(`<code>${code}</code>`))
    .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, (_, label, url) => keep(jumpLink(url, label)))
    .replace(/&lt;(https?:[^\s]+?)&gt;/g, (_, url) => keep(jumpLink(url)))
    .replace(/https?:\/\/(?:[^\s<&]|&amp;)*(?:[^\s<&.,:;!?'")\]]|&amp;)/g, (url) => keep(jumpLink(url)));
  html = html
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(memberName(id))}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => keep(channelMention(id)))
    .replace(/&lt;\/([\w\- ]+):\d+&gt;/g, (_, name) => `<span class="mention">/${name}</span>`)
    .replace(/&lt;t:(\d+)(?::([tTdDfFR]))?&gt;/g, (_, seconds, style) => `<span class="mention">${when(Number(seconds), style)}</span>`)
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ":$1:")
    .replace(/\*\*\*(.+?)\*\*\*/g, "<b><i>$1</i></b>")
    .replace(/\*\*(.+?)\*\*/g, "<b>$1</b>")
    .replace(/__(.+?)__/g, "<u>$1</u>")
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, "$1<i>$2</i>")
    .replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, "$1<i>$2</i>")
    .replace(/~~(.+?)~~/g, "<s>$1</s>")
    .replace(/\|\|(.+?)\|\|/g, "<span class=\"mention\">$1</span>")
    .replace(/^-# (.*)$/gm, '<span class="subtext">$1</span>')
    .replace(/^#{1,3} (.*)$/gm, "<b>$1</b>")
    .replace(/^&gt; (.*)$/gm, "<blockquote>$1</blockquote>");
  // Kept pieces may hold others (a link's label with code in it): put back until none is left.
  while (/\u0000\d+\u0000/.test(html)) html = html.replace(/\u0000(\d+)\u0000/g, (_, i) => kept[Number(i)]);
  return html;
}

function when(seconds, style) {
  const date = new Date(seconds * 1000);
  if (style === "R") {
    const minutes = Math.round((seconds * 1000 - Date.now()) / 60000);
    const format = new Intl.RelativeTimeFormat(locale(), { numeric: "auto" });
    if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
    if (Math.abs(minutes) < 1440) return format.format(Math.round(minutes / 60), "hour");
    return format.format(Math.round(minutes / 1440), "day");
  }
  return date.toLocaleString(locale());
}

// ---------------------------------------------------------------------------------------------------- the message box

// Every command path ("game new") with its options and the words the member may type for it: the default name or
// the name in the member's language, as Discord's client offers both.
function commandPaths() {
  const paths = [];
  const local = (node) => (node.name_localizations && node.name_localizations[locale()]) || node.name;
  const walk = (node, names, locals, descriptions) => {
    const subs = (node.options || []).filter((o) => o.type === 1 || o.type === 2);
    const desc = (node.description_localizations && node.description_localizations[locale()]) || node.description;
    if (!subs.length) {
      paths.push({ path: names.join(" "), local: locals.join(" "), description: desc, options: node.options || [] });
      return;
    }
    for (const sub of subs) walk(sub, [...names, sub.name], [...locals, local(sub)], descriptions);
  };
  for (const command of state.world.commands) if (command.type === 1 || command.type === undefined) walk(command, [command.name], [local(command)]);
  return paths;
}

// A command path ("game new") as the member's client names it: in their language when the bot gave it a name there.
function localCommand(path) {
  const found = commandPaths().find((p) => p.path === path);
  return found ? found.local : path;
}

function optionWords(option) {
  const local = option.name_localizations && option.name_localizations[locale()];
  return local && local !== option.name ? [option.name, local] : [option.name];
}

// What is typed: which command, which options so far (raw text), and the option whose value is being typed.
function parse(text) {
  if (!text.startsWith("/")) return null;
  const typed = text.slice(1);
  let best = null;
  for (const p of commandPaths()) {
    for (const words of [p.local, p.path]) {
      if ((typed === words || typed.startsWith(`${words} `)) && (!best || words.length > best.words.length)) best = { ...p, words };
    }
  }
  if (!best) return { command: null, typed };
  const rest = typed.slice(best.words.length);
  const marks = [];
  for (const option of best.options) {
    for (const word of optionWords(option)) {
      const pattern = new RegExp(`(^|\\s)${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:`, "g");
      let match;
      while ((match = pattern.exec(rest))) marks.push({ option, at: match.index + match[1].length, start: match.index + match[0].length });
    }
  }
  marks.sort((a, b) => a.at - b.at);
  const values = {};
  marks.forEach((mark, i) => {
    const end = i + 1 < marks.length ? marks[i + 1].at : rest.length;
    values[mark.option.name] = { option: mark.option, raw: rest.slice(mark.start, end).trim() };
  });
  const last = marks[marks.length - 1];
  const focused = last && !/\s$/.test(rest.slice(last.start)) ? last.option : null;
  return { command: best, values, focused, rest, focusedAt: last ? best.words.length + 1 + last.start : null };
}

function optionValue(option, raw) {
  const picked = state.picked[option.name];
  if (picked && picked.name === raw) return picked.value;
  if (option.choices) {
    const choice = option.choices.find((c) => c.name === raw || String(c.value) === raw
      || (c.name_localizations && c.name_localizations[locale()] === raw));
    if (choice) return choice.value;
  }
  switch (option.type) {
    case 4: return /^-?\d+$/.test(raw) ? Number(raw) : raw;
    case 10: return raw !== "" && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
    case 5: return ["true", "yes", "1", "on"].includes(raw.toLowerCase()) ? true : ["false", "no", "0", "off"].includes(raw.toLowerCase()) ? false : raw;
    case 6: case 9: {
      const m = state.world.members.find((x) => `@${x.name}` === raw || x.name === raw || x.id === raw);
      return m ? m.id : raw;
    }
    case 7: {
      const c = state.world.channels.find((x) => `#${x.name}` === raw || x.name === raw || x.id === raw);
      return c ? c.id : raw;
    }
    default: return raw;
  }
}

function optionsOf(parsed, focusedOnly = false) {
  const options = {};
  for (const [name, { option, raw }] of Object.entries(parsed.values)) {
    if (raw === "" && !(focusedOnly && parsed.focused && parsed.focused.name === name)) continue;
    options[name] = parsed.focused && parsed.focused.name === name && focusedOnly ? raw : optionValue(option, raw);
  }
  return options;
}

function suggest(items, heading) {
  state.suggestions = items;
  state.active = 0;
  const box = $("suggestions");
  if (!items.length && !heading) { box.hidden = true; box.removeAttribute("data-ready"); return; }
  box.hidden = false;
  box.replaceChildren(...[
    heading ? el("div", { class: "heading" }, heading) : null,
    ...(items.length ? items.map((item, i) => el("div", {
      class: `suggestion${i === 0 ? " active" : ""}`, "data-value": item.insert,
      "data-choice": item.value === undefined ? undefined : String(item.value),
      onmousedown: (event) => { event.preventDefault(); pick(item); },
    }, el("span", {}, item.label), item.what ? el("span", { class: "what" }, item.what) : null))
      : [el("div", { class: "empty" }, "No suggestions")]),
  ].filter((node) => node !== null));
  box.setAttribute("data-ready", String(Date.now()));
}

async function typing() {
  hideRefusal();
  const text = $("box").value;
  const parsed = parse(text);
  if (!parsed) { suggest([]); return; }
  if (!parsed.command) {
    const typed = parsed.typed.toLowerCase();
    const items = commandPaths()
      .filter((p) => p.local.toLowerCase().startsWith(typed) || p.path.startsWith(typed))
      .map((p) => ({ label: `/${p.local}`, what: p.description, insert: `/${p.local} ` }));
    // Every command, as Discord's picker lists them (scrolled); only the bot's own suggestions stop at 25.
    suggest(items, state.world.commands.length ? `${state.world.bot.name}'s commands` : "The bot is still connecting…");
    return;
  }
  const focused = parsed.focused;
  if (focused && focused.autocomplete) {
    const asked = ++state.asking;
    const answer = await api("/api/autocomplete", {
      user: state.user, channel: state.channel, command: parsed.command.path, options: optionsOf(parsed, true), focused: focused.name,
    });
    if (asked !== state.asking) return;  // the member typed on: this answer is out of date
    if (answer.ok === false) { suggest([]); refuse(answer.refused); return; }
    const items = (answer.choices || []).map((c) => ({ label: c.name, insert: c.name, option: focused.name, value: c.value }));
    suggest(items, optionWords(focused).pop());
    return;
  }
  if (focused && focused.choices) {
    const typed = parsed.values[focused.name].raw.toLowerCase();
    const items = focused.choices.map((c) => {
      const name = (c.name_localizations && c.name_localizations[locale()]) || c.name;
      return { label: name, insert: name, option: focused.name, value: c.value };
    }).filter((c) => c.label.toLowerCase().includes(typed));
    suggest(items, optionWords(focused).pop());
    return;
  }
  if (focused && focused.type === 6) {
    // A user option: the server's members, as Discord's client lists them for it.
    const typed = parsed.values[focused.name].raw.replace(/^@/, "").toLowerCase();
    const items = state.world.members.filter((m) => m.name.toLowerCase().startsWith(typed))
      .map((m) => ({ label: `@${m.name}`, insert: `@${m.name}`, option: focused.name, value: m.id }));
    suggest(items, optionWords(focused).pop());
    return;
  }
  if (focused) { suggest([]); return; }
  const missing = parsed.command.options.filter((o) => !(o.name in parsed.values));
  suggest(missing.map((o) => {
    const word = optionWords(o).pop();
    const desc = (o.description_localizations && o.description_localizations[locale()]) || o.description;
    return { label: `${word}${o.required ? " *" : ""}`, what: desc, insert: `${word}:`, append: true };
  }));
}

function pick(item) {
  const box = $("box");
  const parsed = parse(box.value);
  if (item.option && parsed && parsed.command && parsed.focusedAt !== null) {
    state.picked[item.option] = { name: item.insert, value: item.value };
    box.value = `${box.value.slice(0, parsed.focusedAt)}${item.insert}`;
    suggest([]);
  } else if (item.append) {
    box.value = `${box.value.replace(/\s*$/, " ")}${item.insert}`;
    typing();
  } else {
    box.value = item.insert;
    typing();
  }
  box.focus();
}

async function send() {
  const box = $("box");
  const text = box.value.trim();
  if (!text) return;
  const parsed = parse(text);
  if (!parsed) { refuse("Only the bot's slash commands work here: type / to see them."); return; }
  if (!parsed.command) { refuse(`No command /${parsed.typed.split(" ")[0]}: type / to see the bot's commands.`); return; }
  const missing = parsed.command.options.filter((o) => o.required && !(o.name in parsed.values && parsed.values[o.name].raw !== ""));
  if (missing.length) { refuse(`/${parsed.command.local} needs ${missing.map((o) => optionWords(o).pop()).join(", ")}.`); return; }
  // Discord's client fills a user option only with a member picked from its list, and sends nothing otherwise.
  for (const { option, raw } of Object.values(parsed.values)) {
    if (option.type === 6 && raw !== "" && !state.world.members.some((m) => m.id === optionValue(option, raw))) {
      refuse(`${optionWords(option).pop()}: "${raw}" is not a member of this server: pick one from the list.`);
      return;
    }
  }
  const body = { user: state.user, channel: state.channel, command: parsed.command.path, options: optionsOf(parsed) };
  state.asking += 1;  // an autocomplete answer still on its way is out of date: the command is sent
  box.value = "";
  state.picked = {};
  suggest([]);
  $("status").textContent = `Sent /${parsed.command.local}`;
  const answer = await api("/api/command", body);
  if (answer.ok === false) { box.value = text; refuse(answer.refused || "The local Discord refused that."); }
  refresh();
}

function refuse(reason) { const r = $("refusal"); r.textContent = reason; r.hidden = false; }
function hideRefusal() { $("refusal").hidden = true; }

function keys(event) {
  const items = state.suggestions;
  if ((event.key === "ArrowDown" || event.key === "ArrowUp") && items.length) {
    event.preventDefault();
    state.active = (state.active + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length;
    [...$("suggestions").querySelectorAll(".suggestion")].forEach((node, i) => node.classList.toggle("active", i === state.active));
  } else if (event.key === "Tab" && items.length) {
    event.preventDefault();
    pick(items[state.active]);
  } else if (event.key === "Enter") {
    event.preventDefault();
    const parsed = parse($("box").value);
    // Enter picks a suggestion while a command or a value is being chosen, as in Discord; else it sends.
    if (items.length && (!parsed || !parsed.command || (parsed.focused && items[0].option))) pick(items[state.active]);
    else send();
  } else if (event.key === "Escape") {
    suggest([]);
  }
}

// ---------------------------------------------------------------------------------------------------- start

async function start() {
  await loadWorld();
  remember();
  // A channel mention or a jump link in a message opens that channel in this view, as Discord's client does; the
  // middle button (or Ctrl) still opens it in a new tab.
  $("messages").addEventListener("click", (event) => {
    const link = event.target.closest("a[data-channel-id]");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openChannel(link.dataset.channelId, link.dataset.messageId);
  });
  $("box").addEventListener("input", typing);
  $("box").addEventListener("keydown", keys);
  // Leaving the box closes its suggestions, unless the box has the focus back by then (a click elsewhere that
  // gave it back at once): the suggestions shown for what is typed now stay.
  $("box").addEventListener("blur", () => setTimeout(() => { if (document.activeElement !== $("box")) suggest([]); }, 150));
  $("member").addEventListener("change", (event) => {
    leaveComposer();
    state.user = event.target.value; state.shown = ""; state.picked = {}; remember(); drawSidebar();
    $("box").value = state.drafts[draftKey()] || "";
    refresh();
  });
  $("member-locale").addEventListener("change", async (event) => {
    await api("/api/locale", { user: state.user, locale: event.target.value });
    await loadWorld();
  });
  $("guild-locale").addEventListener("change", async (event) => {
    await api("/api/locale", { locale: event.target.value });
    await loadWorld();
  });
  // A window made narrower (a phone turned) keeps showing the latest message.
  window.addEventListener("resize", () => { if (state.drawn) toLatest(); });
  listen();
  refresh();
}

start();
