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
        marks: [],          // [{i, marks: [{c, n, t}]}] from C++ (see PageView::setOverlay)
        drawn: [],          // [{rect, lines}] of the boxes as last laid out, for the tooltip
        highlight: -1, selected: -1,
        step: [],           // the elements of the trace player's current step (setStep)
        flash: -1, flashTimer: 0, flashUntil: 0, // the element flashed by "go to chosen content"
        lastFlash: { element: -1, ms: 0, drawn: -1 }, // the last flash, for tests
        reader: null,       // Map element -> [old visibility value, old priority] while active
        picking: true,
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
            .label { position: fixed; font: 11px/14px sans-serif; color: #fff; padding: 0 4px;
                     box-sizing: border-box; height: 14px; overflow: hidden; white-space: nowrap; pointer-events: none; border-radius: 3px 3px 0 0;
                     opacity: 0.9; }
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
    let measureContext = null;
    function labelWidth(text) {
        if (!measureContext)
            measureContext = document.createElement('canvas').getContext('2d');
        measureContext.font = LABEL_FONT;
        return Math.ceil(measureContext.measureText(text).width) + LABEL_PADDING;
    }
    function overlaps(a, b) {
        return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    }

    // Places labels so that no two overlap (adjacent and nested boxes share corners and edges).
    // Each item is {x, y, w, h, right}: the wanted top-left corner, the label's size and the right
    // edge it should stay left of (its box's). Labels are placed top to bottom, left to right; one
    // that would cover a placed label moves right past it while it stays inside `right`, else down
    // below it, back at its wanted x. Every move goes right or down past a placed label, so the
    // search ends; after 4 moves per placed label (never seen) it takes the last position.
    // Returns the positions [{x, y}] in the items' order.
    function placeLabels(items) {
        const order = items.map((_, k) => k)
            .sort((a, b) => items[a].y - items[b].y || items[a].x - items[b].x);
        const placed = [];
        const out = new Array(items.length);
        for (const k of order) {
            const it = items[k];
            const c = { x: it.x, y: it.y, w: it.w, h: it.h };
            for (let tries = 4 * placed.length + 1; tries > 0; --tries) {
                const hit = placed.find(p => overlaps(c, p));
                if (!hit)
                    break;
                if (hit.x + hit.w + it.w <= Math.max(it.right, it.x + it.w)) {
                    c.x = hit.x + hit.w;
                } else {
                    c.x = it.x;
                    c.y = hit.y + hit.h;
                }
            }
            placed.push(c);
            out[k] = { x: c.x, y: c.y };
        }
        return out;
    }

    // Rebuilds the layer from state: cheap (a few hundred divs at most), so every layout change
    // simply redraws.
    function draw() {
        state.frame = 0;
        if (!document.documentElement)
            return;
        const frag = document.createDocumentFragment();
        const drawn = [];
        const labels = [];
        for (const m of state.marks) {
            const el = state.els[m.i];
            if (!el || !el.isConnected)
                continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 && r.height === 0)
                continue;
            m.marks.forEach((mark, k) => {
                const box = document.createElement('div');
                box.className = 'box';
                box.style.borderColor = mark.c;
                box.style.borderStyle = mark.s || 'solid';
                // A vote strength (consensus) shades the box: alpha from 0x10 to 0x80 with it.
                if (mark.a !== undefined)
                    box.style.background = mark.c +
                        Math.round(0x10 + mark.a * 0x70).toString(16).padStart(2, '0');
                else if (k === 0)
                    box.style.background = mark.c + '14';
                // Several extractors on one node: inset outlines, 3 px apart, one per colour.
                place(box, r, 3 * k);
                frag.appendChild(box);
            });
            const label = document.createElement('div');
            label.className = 'label';
            label.style.background = m.marks[0].c;
            if (m.marks[0].f)
                label.style.color = m.marks[0].f;
            label.textContent = m.marks.map(x => x.n).join(' + ');
            // Above the box, where it hides no chosen text; inside when there is no room.
            labels.push({
                div: label, x: Math.max(0, r.left),
                y: r.top >= LABEL_HEIGHT ? r.top - LABEL_HEIGHT : Math.max(0, r.top),
                w: labelWidth(label.textContent), h: LABEL_HEIGHT, right: r.right,
            });
            drawn.push({ r, lines: m.marks.map(x => x.t) });
        }
        // Only the labels in view take part: those far off screen would push others for nothing.
        const inView = labels.filter(l => l.y + l.h >= 0 && l.y <= window.innerHeight);
        placeLabels(inView).forEach((p, k) => {
            const l = inView[k];
            l.div.style.left = p.x + 'px';
            l.div.style.top = p.y + 'px';
            l.div.style.width = l.w + 'px';
            frag.appendChild(l.div);
        });
        const focus = state.step.map(i => ['step', i]);
        for (const [cls, i] of [...focus, ['sel', state.selected], ['hl', state.highlight],
            ['flash', state.flash]]) {
            const el = state.els[i];
            if (i < 0 || !el || !el.isConnected)
                continue;
            const div = document.createElement('div');
            div.className = cls;
            place(div, el.getBoundingClientRect(), 0);
            frag.appendChild(div);
            if (cls === 'flash')
                state.lastFlash.drawn = i;
        }
        for (const drawer of state.drawers)
            drawer(frag);
        state.drawn = drawn;
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

    function showTip(x, y) {
        const tip = state.tip;
        if (!tip)
            return;
        const hits = state.drawn.filter(d => x >= d.r.left && x < d.r.right && y >= d.r.top &&
            y < d.r.bottom);
        if (!hits.length) {
            tip.style.display = 'none';
            return;
        }
        // The innermost box (the last drawn in document order) first.
        tip.textContent = hits.reverse().slice(0, 3).map(h => h.lines.join('\n')).join('\n\n');
        tip.style.display = 'block';
        tip.style.left = Math.min(x + 14, window.innerWidth - 300) + 'px';
        tip.style.top = (y + 18) + 'px';
    }

    window.addEventListener('mousemove', e => {
        const i = numberOf(e.target);
        if (i !== state.lastHover && state.bridge) {
            state.lastHover = i;
            state.bridge.hovered(i);
        }
        showTip(e.clientX, e.clientY);
    }, { capture: true, passive: true });

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
        setOverlay(marks) { state.marks = marks || []; schedule(); return state.marks.length; },
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
        // Scrolls the element to the middle of the view and flashes it for FLASH_MS.
        flash(i) {
            const el = state.els[i];
            if (!el)
                return false;
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
            return true;
        },
        flashing() { return state.flash; },
        lastFlash() { return state.lastFlash; },
        setPicking(on) { state.picking = !!on; },
        // Drawn now rather than on the next frame, so that a screenshot or test sees the result.
        flush() { if (state.frame) cancelAnimationFrame(state.frame); draw(); return state.drawn.length; },
        // Inspection for tests and screenshots: the boxes as drawn, and an element's rectangle.
        boxes() {
            if (!state.layer)
                return [];
            return Array.from(state.layer.querySelectorAll('.box, .step, .sel, .hl, .flash'), d => ({
                kind: d.className, color: d.style.borderColor, fill: d.style.backgroundColor,
                x: parseFloat(d.style.left), y: parseFloat(d.style.top),
                w: parseFloat(d.style.width), h: parseFloat(d.style.height),
            }));
        },
        tip() { return state.tip && state.tip.style.display === 'block' ? state.tip.textContent : ''; },
        labels() {
            return state.layer ? Array.from(state.layer.querySelectorAll('.label'),
                d => d.textContent) : [];
        },
        labelRects() {
            return state.layer ? Array.from(state.layer.querySelectorAll('.label'), d => {
                const r = d.getBoundingClientRect();
                return { text: d.textContent, x: r.left, y: r.top, w: r.width, h: r.height };
            }) : [];
        },
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
