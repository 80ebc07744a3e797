// Boilerscope's page instrumentation and overlay (docs/architecture.md, steps 2 and 5 of the
// window's way).
//
// Runs only in Boilerscope's isolated JavaScript world, after qwebchannel.js. The page's own
// scripts share the DOM with us but not our JavaScript objects, so everything we keep (the element
// list, the overlay layer, the bridge to C++) lives in this closure and in the one global `bs`
// below, which exists in our world only. Rules that keep us invisible to the page:
//  * the snapshot is serialised by our own walk over the live DOM: no attribute is ever set on a
//    page element and no clone is made (a page's custom-element constructors would see a clone);
//  * the overlay lives in a closed shadow root on <body>, which is no DOM mutation and leaves
//    nothing for the page to find, remove or restyle (ensureLayer(); a host element of ours only
//    where <body> cannot host one), and it is made only once there is something to draw;
//  * the only page styles we touch are those of the reader view (Insa et al. 2013 §6), and we restore
//    them.
'use strict';

(function () {
    const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta',
        'param', 'source', 'track', 'wbr', 'basefont', 'bgsound', 'frame', 'keygen']);
    const RAW = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const { ELEMENT_NODE, TEXT_NODE, COMMENT_NODE } = Node;

    const state = {
        els: [],            // live elements in pre-order, index = data-bs-id of the snapshot
        index: new WeakMap(), // live element -> its number
        host: null, root: null, layer: null, tip: null, probe: null, // see ensureLayer()
        ownHost: null,      // our own host element, when <body> cannot host the layer
        hosts: 0,           // own hosts made so far
        // The extractors' layers from C++ (PageView::setOverlay): {mode, layers: [{id, c, f, s}],
        // regions: [{l, els, tips, a}], blocks: [{i, ids, c, o}], total}.
        overlay: { mode: 'outlines', layers: [], regions: [], blocks: [], total: 0 },
        drawn: [],          // [{els, ids, tips}] as last drawn, for the tooltip
        geometry: null,     // the labels and text lines as last placed (bs.geometry())
        highlight: -1, selected: -1,
        step: [],           // the elements of the trace player's current step (setStep)
        flash: -1, flashTimer: 0, flashUntil: 0, // the element flashed by "go to chosen content"
        lastFlash: { element: -1, ms: 0, drawn: -1 }, // the last flash, for tests
        reader: null,       // Map element -> [old visibility value, old priority] while active
        picking: true,
        moved: false,       // the user scrolled, pressed a key or a button on the page (reveal)
        bridge: null,
        frame: 0,
        lastHover: -1,
        job: null,          // the snapshot under way (startSnapshot)
        drawers: [],        // functions(fragment) of other scripts in this world (annotate.js)
        clickFilter: null,  // function(event) -> true when another script consumed the click
    };

    // ---- snapshot ------------------------------------------------------------------------------

    // Most strings need no escaping: test before replacing (the snapshot escapes every text).
    const TEXT_SPECIAL = /[&<>\u00a0]/;
    const ATTR_SPECIAL = /[&"\u00a0]/;
    function escapeText(s) {
        return !TEXT_SPECIAL.test(s) ? s : s.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;')
            .replace(/</g, '&lt;').replace(/>/g, '&gt;');
    }
    function escapeAttr(s) {
        return !ATTR_SPECIAL.test(s) ? s : s.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;')
            .replace(/"/g, '&quot;');
    }
    function visibleFlag(cs) {
        return cs.display === 'none' || cs.visibility === 'hidden' || cs.visibility === 'collapse'
            ? '0' : '1';
    }
    function round(v) { return Math.round(v * 10) / 10; }

    // Project choice: the snapshot works in slices of this many milliseconds and lets the page
    // run between them, so that a page of 200,000 elements stays responsive and the window can
    // show progress; a page of a few thousand elements is done in one slice, atomically.
    const kSliceMs = 40;

    // The HTML serialisation algorithm of the HTML standard, plus our four attributes on each
    // element, numbered in pre-order; the same walk fills state.els when it is complete. A page
    // that changes its DOM between two slices gets a snapshot that mixes both states (every node
    // once, each as it was when visited).
    function startSnapshot() {
        const job = {
            t0: performance.now(), out: [], els: [], index: new WeakMap(), stack: [],
            total: document.getElementsByTagName('*').length, result: null,
            readerIds: state.reader ? readerSelection() : null,
        };
        if (job.readerIds)
            setReader(null);
        if (document.doctype)
            job.out.push('<!DOCTYPE ' + (document.doctype.name || 'html') + '>');
        // Iterative walk: an explicit stack of nodes to visit and closing tags (strings) to write.
        if (document.documentElement)
            job.stack.push(document.documentElement);
        state.job = job;
        slice(job);
        return progress(job);
    }

    // The next slice as soon as the page's own tasks allow (a message, unlike a timer, is not
    // held back for 4 ms).
    const sliceChannel = new MessageChannel();
    sliceChannel.port1.onmessage = () => slice(state.job);

    function slice(job) {
        if (!job || !job.stack)
            return; // handed over, or replaced by a newer snapshot
        const end = performance.now() + kSliceMs;
        const { out, els, index, stack } = job;
        // Document coordinates with the scroll position of this slice.
        const sx = window.scrollX, sy = window.scrollY;
        let n = 0;
        while (stack.length && ((++n & 63) || performance.now() < end)) {
            const node = stack.pop();
            if (typeof node === 'string') {
                out.push(node);
                continue;
            }
            const type = node.nodeType;
            if (type === TEXT_NODE) {
                const p = node.parentNode;
                const pn = p && p.nodeType === Node.ELEMENT_NODE ? p.localName : '';
                out.push(RAW.has(pn) || (pn === 'noscript' && !p.firstElementChild)
                    ? node.data : escapeText(node.data));
                continue;
            }
            if (type === COMMENT_NODE) {
                out.push('<!--' + node.data + '-->');
                continue;
            }
            if (type !== ELEMENT_NODE || node === state.ownHost)
                continue;
            const id = els.length;
            els.push(node);
            index.set(node, id);
            const cs = getComputedStyle(node);
            const r = node.getBoundingClientRect();
            const name = node.namespaceURI === HTML_NS ? node.localName : node.tagName;
            let tag = '<' + name;
            const attributes = node.attributes;
            for (let k = 0; k < attributes.length; ++k)
                tag += ' ' + attributes[k].name + '="' + escapeAttr(attributes[k].value) + '"';
            tag += ' data-bs-id="' + id + '" data-bs-visible="' + visibleFlag(cs) +
                '" data-bs-position="' + cs.position + '" data-bs-box="' + round(r.left + sx) + ' ' +
                round(r.top + sy) + ' ' + round(r.width) + ' ' + round(r.height) + '">';
            out.push(tag);
            if (node.namespaceURI === HTML_NS && VOID.has(name))
                continue;
            stack.push('</' + name + '>');
            const parent = name === 'template' && node.content ? node.content : node;
            for (let c = parent.lastChild; c; c = c.previousSibling)
                stack.push(c);
        }
        if (stack.length) {
            sliceChannel.port2.postMessage(0);
            return;
        }
        state.els = els;
        state.index = index;
        if (job.readerIds)
            setReader(job.readerIds);
        job.result = { html: out.join(''), elements: els.length, ms: performance.now() - job.t0 };
        state.lastSnapshot = { start: job.t0, end: job.t0 + job.result.ms };
        job.out = job.stack = null;
    }

    // {done, total} elements while the snapshot runs; {html, elements, ms} once, when it is done;
    // null when there is none.
    function progress(job) {
        if (!job)
            return null;
        if (!job.result)
            return { done: job.els.length, total: Math.max(job.total, job.els.length) };
        state.job = null; // handed over: the page's memory is not kept twice
        return job.result;
    }

    // ---- overlay layer -------------------------------------------------------------------------

    // The overlay's home. Preferably a closed shadow root on <body> with a <slot> for the page's
    // own children, which render as before: attaching a shadow root is no DOM mutation, so the
    // page's MutationObservers see nothing, its queries (querySelectorAll('*'), children, the
    // parser's tree) find nothing, its style sheets cannot select into it, and it cannot remove
    // or restyle what it cannot reach. Only when <body> cannot host (no body, a frameset, a body
    // that already hosts a shadow root of the page) does a host <div> of ours go under <html>,
    // visible to the page; if the page keeps removing it, we stop after kMaxHosts.
    const kMaxHosts = 20; // project choice: enough for pages that rebuild their DOM a few times
    const roots = new WeakMap(); // host element -> {root, layer, probe, tip}

    function buildRoot(root, slot) {
        const style = document.createElement('style');
        // The layer resets everything it could inherit from <body>; its transform makes it the
        // containing block of the fixed boxes, so that a transformed <body> cannot move them
        // (see draw()).
        style.textContent = `
            .layer, .probe { all: initial; position: fixed; left: 0; top: 0; width: 0; height: 0;
                             display: block; visibility: visible; pointer-events: none; }
            .layer { overflow: visible; z-index: 2147483647; }
            .box { position: fixed; box-sizing: border-box; border: 2px solid; pointer-events: none; }
            .shade { position: fixed; box-sizing: border-box; pointer-events: none; }
            .agree { position: fixed; box-sizing: border-box; border: 1px solid; pointer-events: none; }
            .agreebar { position: fixed; box-sizing: border-box; border: 1px solid;
                        pointer-events: none; }
            .label { position: fixed; font: 11px/14px sans-serif; color: #fff; display: flex;
                     box-sizing: border-box; height: 14px; overflow: hidden; white-space: nowrap;
                     pointer-events: none; border-radius: 3px; }
            .label.column { flex-direction: column; }
            .seg { display: block; flex: none; box-sizing: border-box; height: 14px;
                   padding: 0 4px; }
            .hl { position: fixed; box-sizing: border-box; pointer-events: none;
                  border: 3px dashed #0060df; background: rgba(0, 96, 223, 0.18); }
            .sel { position: fixed; box-sizing: border-box; pointer-events: none;
                   border: 3px solid #ffb000; background: rgba(255, 190, 0, 0.22);
                   outline: 1px solid #000; }
            .step { position: fixed; box-sizing: border-box; pointer-events: none;
                    border: 3px double #a000c8; background: rgba(160, 0, 200, 0.16); }
            .flash { position: fixed; box-sizing: border-box; pointer-events: none;
                     border: 4px solid #ffb000; background: rgba(255, 176, 0, 0.35);
                     animation: bs-flash 0.4s ease-in-out 3 alternate; }
            @keyframes bs-flash { from { opacity: 1; } to { opacity: 0.15; } }
            .tip { position: fixed; max-width: 480px; font: 12px/16px sans-serif; color: #111;
                   background: #fffff0; border: 1px solid #888; padding: 4px 6px;
                   box-shadow: 1px 1px 4px rgba(0,0,0,.3); white-space: pre-wrap;
                   pointer-events: none; display: none; }`;
        const probe = document.createElement('div');
        probe.className = 'probe';
        const layer = document.createElement('div');
        layer.className = 'layer';
        const tip = document.createElement('div');
        tip.className = 'tip';
        layer.appendChild(tip);
        if (slot)
            root.appendChild(document.createElement('slot'));
        root.append(style, probe, layer);
        return { root, layer, probe, tip };
    }

    function hostOnBody() {
        const body = document.body;
        if (!body || body.localName !== 'body')
            return null;
        if (!roots.has(body)) {
            try {
                roots.set(body, buildRoot(body.attachShadow({ mode: 'closed' }), true));
            } catch (e) {
                roots.set(body, null); // the page's own shadow root is there
            }
        }
        return roots.get(body) ? body : null;
    }

    function hostOfOurOwn() {
        if (state.hosts >= kMaxHosts || !document.documentElement)
            return null;
        ++state.hosts;
        const host = document.createElement('div');
        // Inline !important beats every page rule; the host is inert and takes no space.
        host.setAttribute('style', 'all: initial !important; position: fixed !important; ' +
            'left: 0 !important; top: 0 !important; width: 0 !important; height: 0 !important; ' +
            'overflow: visible !important; z-index: 2147483647 !important; ' +
            'pointer-events: none !important; display: block !important; ' +
            'visibility: visible !important;');
        host.inert = true;
        roots.set(host, buildRoot(host.attachShadow({ mode: 'closed' }), false));
        document.documentElement.appendChild(host);
        state.ownHost = host;
        return host;
    }

    // True when the layer is in the document (created or moved there as needed).
    function ensureLayer() {
        const current = state.host;
        if (current && current.isConnected && (current === state.ownHost ||
            current === document.body))
            return true;
        const host = hostOnBody() || (state.ownHost && state.ownHost.isConnected ? state.ownHost
            : hostOfOurOwn());
        if (!host) {
            state.host = state.root = state.layer = state.tip = state.probe = null;
            return false;
        }
        const r = roots.get(host);
        // The boxes of the old layer belong to a page that is gone.
        if (state.layer && state.layer !== r.layer)
            state.layer.replaceChildren(state.tip);
        state.host = host;
        state.root = r.root;
        state.layer = r.layer;
        state.probe = r.probe;
        state.tip = r.tip;
        return true;
    }

    function place(div, r, inset) {
        div.style.left = (r.left + inset) + 'px';
        div.style.top = (r.top + inset) + 'px';
        div.style.width = Math.max(0, r.width - 2 * inset) + 'px';
        div.style.height = Math.max(0, r.height - 2 * inset) + 'px';
    }

    // ---- label placement -----------------------------------------------------------------------

    const FLASH_MS = 1500;    // three pulses of .flash's animation, and a rest
    const LABEL_FONT = '11px sans-serif';
    const LABEL_HEIGHT = 14;  // the label's line height (see .label)
    const LABEL_PADDING = 8;  // its left and right padding
    // Project choice: labels keep this far from the viewport's edges, so that none looks pinned
    // to them, and this far from a line of text and from each other.
    const EDGE_GAP = 4;
    const LINE_GAP = 1;
    // Project choice: each layer's outline lies this much further out than the one before
    // (2 px borders 1 px apart), all outside the region, so that the outlines of several
    // extractors around one block never coincide and none strikes through its text.
    const LAYER_STEP = 3;
    const FIRST_PAD = 2;
    // Project choice: a region that starts above the view is named at its top only while this
    // much of it is in view (three label heights): its last pixels' label would stand beside
    // the block after it.
    const STICKY_MIN = 3 * LABEL_HEIGHT;
    // Project choice: a region revealed (bs.reveal) that is taller than the view starts this far
    // below the view's top: room for the outlines around it (FIRST_PAD and a 2-px border for the
    // first extractor, LAYER_STEP more for each of six others: 22 px) and a label above them.
    const REVEAL_MARGIN = FIRST_PAD + 2 + 6 * LAYER_STEP + LABEL_HEIGHT + 2 * EDGE_GAP;
    // Project choice: the text nodes looked at for lines to keep labels off: the lines of a
    // viewport are a few hundred; a page of 200,000 elements is not walked in full every frame.
    const MAX_TEXT_NODES = 20000;
    let measureContext = null;
    function labelWidth(text) {
        if (!measureContext)
            measureContext = document.createElement('canvas').getContext('2d');
        measureContext.font = LABEL_FONT;
        return Math.ceil(measureContext.measureText(text).width) + LABEL_PADDING;
    }
    function overlaps(a, b, gap) {
        const g = gap || 0;
        return a.x < b.x + b.w + g && b.x < a.x + a.w + g && a.y < b.y + b.h + g &&
            b.y < a.y + a.h + g;
    }

    // Project choice: what the page draws as text or pictures without a text node of its own,
    // kept clear of labels like a line of text: replaced elements and form controls (an image
    // the page cannot load here shows its alt text in its box; a <select> its option), found
    // by their box.
    const REPLACED = 'img, svg, canvas, video, iframe, object, embed, input, select, textarea, ' +
        'button, meter, progress';
    // Project choice: a list item's marker ("• ", "1. ", "10. ") has no box of its own to
    // measure; it is taken as this many ems left of the item's content (inside the content for
    // list-style-position: inside) on its first line. In DejaVu Sans and Serif (the fonts of the
    // Debian machines here; QFontMetricsF at 16 px) "• " is 0.91 em and "10. " 1.91 em wide;
    // "100. " (2.54 em) reaches a little further.
    const MARKER_EMS = 2;
    // Chromium's line height for line-height: normal is about this many ems (the common fonts'
    // ascent plus descent).
    const NORMAL_LINE_EMS = 1.2;

    function inView(r, vw, vh) {
        return r.width > 0 && r.height > 0 && r.bottom >= 0 && r.top <= vh && r.right >= 0 &&
            r.left <= vw;
    }

    // The marker box of a list item ({x, y, w, h}), or null when it shows none.
    function markerBox(el, r) {
        const cs = getComputedStyle(el);
        if (cs.display !== 'list-item' || cs.visibility !== 'visible' ||
            (cs.listStyleType === 'none' && cs.listStyleImage === 'none'))
            return null;
        const em = parseFloat(cs.fontSize) || 16;
        const line = parseFloat(cs.lineHeight) || em * NORMAL_LINE_EMS;
        const contentLeft = r.left + (parseFloat(cs.borderLeftWidth) || 0) +
            (parseFloat(cs.paddingLeft) || 0);
        const top = r.top + (parseFloat(cs.borderTopWidth) || 0) + (parseFloat(cs.paddingTop) || 0);
        const w = MARKER_EMS * em;
        return { x: cs.listStylePosition === 'inside' ? contentLeft : contentLeft - w, y: top, w,
            h: Math.min(line, r.height || line) };
    }

    // What a label must not cover in view ({x, y, w, h}, viewport coordinates): the line boxes
    // of the text, the boxes of replaced elements and form controls, and list markers.
    function obstacles(vw, vh) {
        const lines = [];
        const root = document.body || document.documentElement;
        if (!root)
            return lines;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let seen = 0;
        for (let n = walker.nextNode(); n && seen < MAX_TEXT_NODES; n = walker.nextNode()) {
            if (!/\S/.test(n.data))
                continue;
            ++seen;
            const p = n.parentElement;
            if (!p)
                continue;
            const pr = p.getBoundingClientRect();
            if (pr.bottom < 0 || pr.top > vh || pr.right < 0 || pr.left > vw ||
                (pr.width === 0 && pr.height === 0))
                continue;
            range.selectNodeContents(n);
            for (const r of range.getClientRects())
                if (r.width > 0 && r.height > 0 && r.bottom >= 0 && r.top <= vh)
                    lines.push({ x: r.left, y: r.top, w: r.width, h: r.height });
        }
        seen = 0;
        for (const el of root.querySelectorAll(REPLACED)) {
            if (++seen > MAX_TEXT_NODES)
                break;
            const r = el.getBoundingClientRect();
            if (inView(r, vw, vh) && getComputedStyle(el).visibility === 'visible')
                lines.push({ x: r.left, y: r.top, w: r.width, h: r.height });
        }
        seen = 0;
        for (const el of root.querySelectorAll('li, summary')) {
            if (++seen > MAX_TEXT_NODES)
                break;
            const r = el.getBoundingClientRect();
            if (r.height <= 0 || r.bottom < 0 || r.top > vh)
                continue;
            const m = markerBox(el, r);
            if (m && m.x + m.w >= 0 && m.x <= vw)
                lines.push(m);
        }
        return lines;
    }

    // Project choice: regions whose top-left corners lie closer than a label's height in both
    // directions (several extractors choosing one element, or an element and its first child)
    // get one chip listing their extractors, in the layers' order, rather than one label each:
    // such labels would compete for the same place and be pushed off their region, or left out.
    const JOIN_DISTANCE = LABEL_HEIGHT;

    // Joins the labels of regions that start at one corner into chips. Each item is {w, h,
    // region: {x, y, w, h}, pad}; returns [{w, h, region, pad, members, column}]: the size of
    // all members' labels side by side, the union of their regions, the outermost outline's
    // pad, the members' indices in the items' order and, for several members, the size of their
    // labels one above the other ({w, h}).
    function joinLabels(items) {
        const chips = [];
        items.forEach((it, k) => {
            const r = it.region;
            const chip = chips.find(c => Math.abs(c.corner.x - r.x) < JOIN_DISTANCE &&
                Math.abs(c.corner.y - r.y) < JOIN_DISTANCE);
            if (!chip) {
                chips.push({ corner: { x: r.x, y: r.y }, w: it.w, h: it.h,
                    region: { x: r.x, y: r.y, w: r.w, h: r.h }, pad: it.pad || 0, members: [k] });
                return;
            }
            const u = chip.region;
            const right = Math.max(u.x + u.w, r.x + r.w), bottom = Math.max(u.y + u.h, r.y + r.h);
            u.x = Math.min(u.x, r.x);
            u.y = Math.min(u.y, r.y);
            u.w = right - u.x;
            u.h = bottom - u.y;
            chip.w += it.w;
            chip.h = Math.max(chip.h, it.h);
            chip.pad = Math.max(chip.pad, it.pad || 0);
            chip.members.push(k);
        });
        return chips.map(({ w, h, region, pad, members }) => {
            const chip = { w, h, region, pad, members };
            if (members.length > 1)
                chip.column = { w: Math.max(...members.map(m => items[m].w)),
                    h: members.reduce((sum, m) => sum + items[m].h, 0) };
            return chip;
        });
    }

    // Places each label beside its region, clear of what the page draws: in the margin left of
    // the region's top, above it (from its left edge, then ending at its right edge), inside its
    // top right corner (where the region's first line leaves room), right of it, then further
    // down or up those margins. A chip of several extractors tries these places as a row, then
    // as a column (a narrow margin holds a column). A place must lie inside the viewport
    // (EDGE_GAP from its edges) and clear of every obstacle (obstacles()) and every label placed
    // before. A label that finds no such place is left out (the legend and the hover name its
    // extractor): covering the page is what the overlay must never do. Each item is {w, h,
    // region: {x, y, w, h}, pad, column: {w, h} or absent} (pad: how far out its outline lies);
    // returns {x, y, w, h, column} or null per item, in the items' order. Items are placed top
    // to bottom.
    function placeLabels(items, lines, vw, vh) {
        const order = items.map((_, k) => k)
            .sort((a, b) => items[a].region.y - items[b].region.y ||
                items[a].region.x - items[b].region.x);
        const placed = [];
        const out = new Array(items.length).fill(null);
        const fits = box => box.x >= EDGE_GAP && box.y >= EDGE_GAP &&
            box.x + box.w <= vw - EDGE_GAP && box.y + box.h <= vh - EDGE_GAP &&
            !placed.some(p => overlaps(box, p, 1)) && !lines.some(l => overlaps(box, l, LINE_GAP));
        for (const k of order) {
            const it = items[k];
            const r = it.region;
            const pad = it.pad || 0;
            const shapes = [{ w: it.w, h: it.h, column: false }];
            if (it.column)
                shapes.push({ w: it.column.w, h: it.column.h, column: true });
            for (const { w, h, column } of shapes) {
                const left = r.x - pad - w - 2, top = r.y - pad, above = r.y - pad - h - 1;
                // The places right of the region, and those aligned to its right, end at the
                // viewport's edge where the margin is narrower than the label (over outlines,
                // never over text).
                const right = Math.min(r.x + r.w + pad + 2, vw - EDGE_GAP - w);
                const end = Math.min(r.x + r.w + pad, vw - EDGE_GAP);
                const inner = Math.min(r.x + r.w - 1, vw - EDGE_GAP);
                const candidates = [{ x: left, y: top }, { x: r.x - pad, y: above },
                    { x: end - w, y: above }, { x: inner - w, y: r.y + 1 }, { x: right, y: top }];
                for (let step = 1; step <= 3; ++step)
                    candidates.push({ x: left, y: top + step * LABEL_HEIGHT },
                        { x: r.x - pad, y: above - step * LABEL_HEIGHT },
                        { x: right, y: top + step * LABEL_HEIGHT });
                const c = candidates.find(c => fits({ x: c.x, y: c.y, w, h }));
                if (c) {
                    placed.push({ x: c.x, y: c.y, w, h });
                    out[k] = { x: c.x, y: c.y, w, h, column };
                    break;
                }
            }
        }
        return out;
    }

    // Where a div of the layer is painted among the others (all are fixed boxes without a
    // z-index in one stacking context: in document order), for tests.
    function paintOrder(div) {
        return Array.prototype.indexOf.call(div.parentNode.children, div);
    }

    function labelText(div) {
        return Array.from(div.children, seg => seg.textContent).join(' ');
    }

    function unionRect(rects) {
        let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;
        for (const x of rects) {
            l = Math.min(l, x.left); t = Math.min(t, x.top);
            r = Math.max(r, x.right); b = Math.max(b, x.bottom);
        }
        return { left: l, top: t, right: r, bottom: b, width: r - l, height: b - t };
    }

    function liveRect(i) {
        const el = state.els[i];
        if (!el || !el.isConnected)
            return null;
        const r = el.getBoundingClientRect();
        return r.width === 0 && r.height === 0 ? null : r;
    }

    // A box of the overlay: rect is what it stands for (reported by bs.boxes()), drawn `out`
    // pixels outside it.
    function boxDiv(cls, rect, out) {
        const div = document.createElement('div');
        div.className = cls;
        div.bsRect = { x: rect.left, y: rect.top, w: rect.width, h: rect.height };
        place(div, rect, -out);
        return div;
    }

    // The extractors' layers: per-extractor outlines with their labels, or the agreement.
    function drawOverlay(frag, vw, vh) {
        const ov = state.overlay;
        const drawn = [];
        const geometry = { viewport: { w: vw, h: vh }, labels: [], lines: [], omitted: 0 };
        if (ov.mode === 'agreement') {
            for (const b of ov.blocks) {
                const r = liveRect(b.i);
                if (!r)
                    continue;
                // The outline and the bar's edge in the count's colour made dark enough to read
                // on the page (b.o); the bar's fill in the count's colour itself (b.c).
                const outline = boxDiv('agree', r, 0);
                outline.style.borderColor = b.o || b.c;
                frag.appendChild(outline);
                // The count's bar in the margin left of the block.
                const bar = boxDiv('agreebar', { left: r.left - 8, top: r.top, width: 6,
                    height: r.height }, 0);
                bar.style.background = b.c;
                bar.style.borderColor = b.o || b.c;
                frag.appendChild(bar);
                drawn.push({ els: [b.i], ids: b.ids, tips: [] });
            }
        } else if (ov.mode === 'outlines') {
            const items = [];
            for (const reg of ov.regions) {
                const layer = ov.layers[reg.l];
                const rects = [];
                reg.els.forEach((i, k) => {
                    const r = liveRect(i);
                    if (!r)
                        return;
                    rects.push(r);
                    // A vote strength (consensus) shades its block: alpha from 0x10 to 0x60.
                    const a = reg.a ? reg.a[k] : -1;
                    if (a >= 0) {
                        const shade = boxDiv('shade', r, 0);
                        shade.style.background = layer.c +
                            Math.round(0x10 + a * 0x50).toString(16).padStart(2, '0');
                        frag.appendChild(shade);
                    }
                });
                if (!rects.length)
                    continue;
                const r = unionRect(rects);
                const pad = FIRST_PAD + LAYER_STEP * reg.l;
                const box = boxDiv('box', r, pad);
                box.style.borderColor = layer.c;
                box.style.borderStyle = layer.s || 'solid';
                frag.appendChild(box);
                drawn.push({ els: reg.els, ids: [layer.id], tips: reg.tips || [] });
                // A region is labelled where it starts in view; one that starts above the view
                // and goes on into it (a long article scrolled into), at the view's top, as if
                // it started there.
                const w = labelWidth(layer.id);
                if (r.top >= 0 && r.top < vh) {
                    items.push({ w, h: LABEL_HEIGHT, pad, layer,
                        region: { x: r.left, y: r.top, w: r.width, h: r.height } });
                } else if (r.top < 0 && r.bottom >= STICKY_MIN) {
                    const top = EDGE_GAP + pad;
                    items.push({ w, h: LABEL_HEIGHT, pad, layer,
                        region: { x: r.left, y: top, w: r.width, h: r.bottom - top } });
                }
            }
            if (items.length) {
                const lines = obstacles(vw, vh);
                geometry.lines = lines;
                const chips = joinLabels(items);
                placeLabels(chips, lines, vw, vh).forEach((p, k) => {
                    const chip = chips[k];
                    if (!p) {
                        geometry.omitted += chip.members.length;
                        return;
                    }
                    const label = document.createElement('div');
                    label.className = p.column ? 'label column' : 'label';
                    label.style.left = p.x + 'px';
                    label.style.top = p.y + 'px';
                    label.style.width = p.w + 'px';
                    label.style.height = p.h + 'px';
                    for (const m of chip.members) {
                        const layer = items[m].layer;
                        const seg = document.createElement('span');
                        seg.className = 'seg';
                        seg.style.background = layer.c;
                        if (layer.f)
                            seg.style.color = layer.f;
                        seg.style.width = (p.column ? p.w : items[m].w) + 'px';
                        seg.textContent = layer.id;
                        label.appendChild(seg);
                    }
                    frag.appendChild(label);
                    geometry.labels.push({ text: chip.members.map(m => items[m].layer.id).join(' '),
                        x: p.x, y: p.y, w: p.w, h: p.h, region: chip.region });
                });
            }
        }
        state.drawn = drawn;
        state.geometry = geometry;
    }

    // The part of the window the page shows: without its scroll bars, which would hide a label
    // placed under them (innerWidth and innerHeight include them).
    function shownSize() {
        const v = window.visualViewport;
        return v ? { w: v.width, h: v.height } : { w: window.innerWidth, h: window.innerHeight };
    }

    // Rebuilds the layer from state: cheap (a few hundred divs at most), so every layout change
    // simply redraws.
    function draw() {
        state.frame = 0;
        if (!document.documentElement)
            return;
        const frag = document.createDocumentFragment();
        const shown = shownSize();
        drawOverlay(frag, shown.w, shown.h);
        const focus = state.step.map(i => ['step', i]);
        for (const [cls, i] of [...focus, ['sel', state.selected], ['hl', state.highlight],
            ['flash', state.flash]]) {
            // An element without a box (a <meta>, a display: none one) gets no box: a box of
            // none would draw its border as a mark at the page's top left corner, over nothing.
            const r = i < 0 ? null : liveRect(i);
            if (!r)
                continue;
            frag.appendChild(boxDiv(cls, r, 0));
            if (cls === 'flash')
                state.lastFlash.drawn = i;
        }
        for (const drawer of state.drawers)
            drawer(frag);
        // The labels over everything else of the layer: a selected, hovered or flashed element's
        // box would otherwise cover the label of a region it lies over.
        for (const label of frag.querySelectorAll('.label'))
            frag.appendChild(label);
        // Nothing to draw and no layer yet: the page is left untouched.
        if (!frag.firstChild && !state.layer)
            return;
        if (!ensureLayer())
            return;
        // The boxes are placed in viewport coordinates. A transformed <body> or <html> would
        // make itself their containing block and shift them: the probe, placed at 0,0 like
        // the layer but untransformed, says by how much, and the layer moves back.
        const origin = state.probe.getBoundingClientRect();
        state.layer.style.transform = origin.left || origin.top
            ? 'translate(' + -origin.left + 'px, ' + -origin.top + 'px)' : 'translate(0, 0)';
        state.layer.replaceChildren(state.tip, frag);
    }

    function schedule() {
        if (!state.frame)
            state.frame = requestAnimationFrame(draw);
    }

    // ---- reader view (Insa et al. 2013 §6) ------------------------------------------------------

    function readerSelection() { return state.readerIds || null; }

    function setReader(ids) {
        if (state.reader) {
            for (const [el, [value, prio]] of state.reader)
                el.style.setProperty('visibility', value, prio);
            state.reader = null;
            state.readerIds = null;
        }
        if (!ids)
            return schedule();
        const keep = new Set();
        for (const i of ids) {
            for (let el = state.els[i]; el; el = el.parentElement)
                keep.add(el);
        }
        const chosen = ids.map(i => state.els[i]).filter(Boolean);
        const inside = el => chosen.some(c => c.contains(el));
        const saved = new Map();
        for (const el of state.els) {
            if (keep.has(el) || !el.style || inside(el))
                continue;
            saved.set(el, [el.style.getPropertyValue('visibility'),
                el.style.getPropertyPriority('visibility')]);
            el.style.setProperty('visibility', 'hidden', 'important');
        }
        state.reader = saved;
        state.readerIds = ids;
        schedule();
    }

    // ---- events from the page ------------------------------------------------------------------

    function numberOf(el) {
        for (; el; el = el.parentElement) {
            const i = state.index.get(el);
            if (i !== undefined)
                return i;
        }
        return -1;
    }

    function hideTip() {
        if (state.tip)
            state.tip.style.display = 'none';
    }

    // Which of the ticked extractors chose the element under the pointer (it or an enclosing
    // block), and why.
    function showTip(target, x, y) {
        const tip = state.tip;
        if (!tip)
            return;
        if (!(target instanceof Node))
            target = null; // an event of the window itself
        const ids = [];
        const tips = [];
        for (const d of state.drawn)
            d.els.forEach((i, k) => {
                const el = state.els[i];
                if (!el || !target || !el.contains(target))
                    return;
                for (const id of d.ids)
                    if (!ids.includes(id))
                        ids.push(id);
                if (d.tips[k])
                    tips.push(d.tips[k]);
            });
        if (!ids.length) {
            hideTip();
            return;
        }
        const total = state.overlay.total || ids.length;
        // The innermost choices (the last in page order) first.
        tip.textContent = 'Chosen by ' + ids.join(', ') + ' (' + ids.length + ' of ' + total +
            ' ticked)' + (tips.length ? '\n\n' + tips.reverse().slice(0, 3).join('\n\n') : '');
        tip.style.display = 'block';
        tip.style.left = Math.max(0, Math.min(x + 14, window.innerWidth - 300)) + 'px';
        tip.style.top = (y + 18) + 'px';
    }

    window.addEventListener('mousemove', e => {
        const i = numberOf(e.target);
        if (i !== state.lastHover && state.bridge) {
            state.lastHover = i;
            state.bridge.hovered(i);
        }
        showTip(e.target, e.clientX, e.clientY);
    }, { capture: true, passive: true });
    // The tooltip goes with the pointer, and when what it points at moves under it.
    document.addEventListener('mouseleave', hideTip, { passive: true });
    window.addEventListener('mouseout', e => { if (!e.relatedTarget) hideTip(); },
        { passive: true });
    window.addEventListener('blur', hideTip, { passive: true });
    window.addEventListener('scroll', hideTip, { capture: true, passive: true });

    window.addEventListener('click', e => {
        if (!state.picking || e.button !== 0)
            return;
        e.preventDefault();
        e.stopImmediatePropagation();
        if (state.clickFilter && state.clickFilter(e))
            return;
        const i = numberOf(e.target);
        if (i >= 0 && state.bridge)
            state.bridge.clicked(i);
    }, true);

    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // What the user does to move about the page (or to select in it): after it, the page is
    // theirs, and bs.reveal leaves it where it is.
    for (const type of ['wheel', 'keydown', 'mousedown', 'touchstart'])
        window.addEventListener(type, () => { state.moved = true; },
            { capture: true, passive: true });
    const resizeObserver = new ResizeObserver(schedule);
    const mutationObserver = new MutationObserver(schedule);
    function observe() {
        if (!document.documentElement)
            return;
        resizeObserver.observe(document.documentElement);
        mutationObserver.observe(document.documentElement,
            { subtree: true, childList: true, attributes: true, characterData: true });
    }
    document.addEventListener('DOMContentLoaded', observe);

    if (typeof qt !== 'undefined' && qt.webChannelTransport) {
        new QWebChannel(qt.webChannelTransport, channel => {
            state.bridge = channel.objects.bridge;
        });
    }

    // ---- the API C++ calls through runJavaScript in this world ---------------------------------

    globalThis.bs = {
        // Starts a snapshot (replacing one under way) and returns as snapshotProgress() does.
        snapshot: startSnapshot,
        snapshotProgress() { return progress(state.job); },
        // The extractors' layers (see state.overlay); returns the number of regions.
        setOverlay(overlay) {
            state.overlay = Object.assign({ mode: 'outlines', layers: [], regions: [], blocks: [],
                total: 0 }, overlay || {});
            hideTip();
            schedule();
            return state.overlay.regions.length;
        },
        hideTip,
        setHighlight(i) { state.highlight = i; schedule(); },
        setSelected(i, scroll) {
            state.selected = i;
            const el = state.els[i];
            if (scroll && el) {
                const r = el.getBoundingClientRect();
                if (r.bottom < 0 || r.top > window.innerHeight)
                    el.scrollIntoView({ block: 'center' });
            }
            schedule();
        },
        setReader,
        // The trace player's step: its elements outlined in their own style; the first one is
        // scrolled into view when none of them is in view.
        setStep(ids, scroll) {
            state.step = (ids || []).filter(i => state.els[i]);
            const rects = state.step.map(i => state.els[i].getBoundingClientRect());
            if (scroll && rects.length && !rects.some(r => r.bottom >= 0 && r.top <= window.innerHeight))
                state.els[state.step[0]].scrollIntoView({ block: 'center' });
            schedule();
            return state.step.length;
        },
        step() { return state.step; },
        // Brings the first of these regions (each a list of element numbers, a run of siblings)
        // that has a box into view, once the page is shown at its top, unless the start of one
        // of them is in view already: the user then sees an extractor's choice without scrolling
        // for it. A region that fits the view is centred in it, a taller one starts
        // REVEAL_MARGIN below the view's top. Returns 'moved' (the user moved about the page, or
        // it was not at its top: left alone), 'none' (no region has a box), 'shown' (a region's
        // start was in view already) or 'revealed'.
        reveal(regions) {
            if (state.moved || window.scrollX !== 0 || window.scrollY !== 0)
                return 'moved';
            const vh = shownSize().h;
            const boxes = (regions || []).map(region => {
                const rects = region.map(liveRect).filter(r => r);
                return rects.length ? { region, r: unionRect(rects) } : null;
            }).filter(b => b);
            if (!boxes.length)
                return 'none';
            if (boxes.some(({ r }) => r.top >= 0 && r.top + Math.min(r.height, STICKY_MIN) <= vh))
                return 'shown';
            const { region, r } = boxes[0];
            const first = region.find(i => liveRect(i));
            const top = r.height <= vh - 2 * REVEAL_MARGIN ? (vh - r.height) / 2 : REVEAL_MARGIN;
            // Its start at the view's top (in whichever boxes scroll it), then down to `top`.
            state.els[first].scrollIntoView({ block: 'start', inline: 'nearest',
                behavior: 'instant' });
            window.scrollBy({ top: -top, left: 0, behavior: 'instant' });
            schedule();
            return 'revealed';
        },
        // Scrolls the element to the middle of the view and flashes it for FLASH_MS: 'flashed';
        // 'hidden' when the page lays it out in no box (display: none here, or inside such an
        // element), which stays where it is; 'none' when there is no such element.
        flash(i) {
            const el = state.els[i];
            if (!el)
                return 'none';
            if (el.getClientRects().length === 0)
                return 'hidden';
            el.scrollIntoView({ block: 'center' });
            clearTimeout(state.flashTimer);
            state.flash = i;
            state.flashUntil = performance.now() + FLASH_MS;
            state.lastFlash = { element: i, ms: FLASH_MS, drawn: -1 };
            // Timers of a page in a background or occluded view may fire early: the end time,
            // not the timer, decides when the flash ends.
            const end = () => {
                const left = state.flashUntil - performance.now();
                if (left > 0) {
                    state.flashTimer = setTimeout(end, left);
                    return;
                }
                state.flash = -1;
                schedule();
            };
            state.flashTimer = setTimeout(end, FLASH_MS);
            schedule();
            return 'flashed';
        },
        flashing() { return state.flash; },
        lastFlash() { return state.lastFlash; },
        setPicking(on) { state.picking = !!on; },
        // Drawn now rather than on the next frame, so that a screenshot or test sees the result.
        flush() { if (state.frame) cancelAnimationFrame(state.frame); draw(); return state.drawn.length; },
        // Inspection for tests and screenshots: the boxes as drawn (z: the paint order among the
        // layer's divs, the later on top), and an element's rectangle.
        boxes() {
            if (!state.layer)
                return [];
            return Array.from(state.layer.querySelectorAll(
                '.box, .shade, .agree, .agreebar, .step, .sel, .hl, .flash'), d => ({
                kind: d.className, color: d.style.borderColor, fill: d.style.backgroundColor,
                style: d.style.borderStyle, z: paintOrder(d), x: d.bsRect.x, y: d.bsRect.y,
                w: d.bsRect.w, h: d.bsRect.h,
                drawn: { x: parseFloat(d.style.left), y: parseFloat(d.style.top),
                    w: parseFloat(d.style.width), h: parseFloat(d.style.height) },
            }));
        },
        // The labels and what they keep clear of as last placed: {viewport: {w, h}, labels:
        // [{text (a chip's ids, separated by a space), x, y, w, h, region: {x, y, w, h}}],
        // lines: [{x, y, w, h}] (obstacles()), omitted (names left out)}.
        geometry() { return state.geometry; },
        tip() { return state.tip && state.tip.style.display === 'block' ? state.tip.textContent : ''; },
        // The labels as drawn: each chip's extractor ids, separated by a space.
        labels() {
            return state.layer ? Array.from(state.layer.querySelectorAll('.label'), labelText) : [];
        },
        labelRects() {
            return state.layer ? Array.from(state.layer.querySelectorAll('.label'), d => {
                const r = d.getBoundingClientRect();
                return { text: labelText(d), x: r.left, y: r.top, w: r.width, h: r.height,
                    z: paintOrder(d) };
            }) : [];
        },
        joinLabels,
        placeLabels,
        rect(i) {
            const el = state.els[i];
            if (!el)
                return null;
            const r = el.getBoundingClientRect();
            return { x: r.left, y: r.top, w: r.width, h: r.height };
        },
        number(el) { return numberOf(el); },
        // When the last snapshot began and ended (performance.now(), the page's clock too).
        lastSnapshot() { return state.lastSnapshot || null; },
        // For other scripts in this world (annotate.js).
        element(i) { return state.els[i] || null; },
        bridge() { return state.bridge; },
        redraw: schedule,
        addDrawer(f) { state.drawers.push(f); },
        setClickFilter(f) { state.clickFilter = f; },
    };
    observe();
})();
