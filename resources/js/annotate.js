// Boilerscope's annotation mode (docs/annotation.md), in the same isolated
// world as inspector.js and after it; it reaches the element list, the overlay layer and the
// bridge only through inspector's `bs` API and draws into the same closed shadow root.
//
// Text positions between C++ and the page. core::Document collapses every run of white space of
// a text node to one ' ' (TextRules::collapse, not trimmed) and merges adjacent DOM text nodes
// (the snapshot serialises them as one). A position is therefore {e, k, o}:
//  * e: the number of the text node's parent element (data-bs-id = Node::renderId);
//  * k: the index of the text node among e's text children, where a run of adjacent DOM text
//    nodes with some data counts as one (= the k-th text child of the element in core);
//  * o: the offset in UTF-16 code units into the collapsed text of that run; C++ turns it into a
//    byte offset into Document::text(node) (AnnotationController::textPosition).
// A TextSpan goes to the page the same way as {e, k, b, n} with b..n collapsed UTF-16 offsets.
'use strict';

(function () {
    const bs = globalThis.bs;
    if (!bs)
        return;
    // Okabe-Ito colours: told apart with every common colour vision deficiency.
    const COLORS = { g: '#7b2cbf', tp: '#009e73', fp: '#d55e00', fn: '#0072b2' };
    // The adjudication and compare views: only A kept (oa), only B (ob), both (ab), in colours
    // no extractor has (ComparePanel::onlyAColor and the others say why); the line under the
    // text tells them apart without colour too.
    Object.assign(COLORS, { oa: '#117733', ob: '#332288', ab: '#666666' });
    // What a site rule being edited matches (sr): Okabe-Ito reddish purple, dashed.
    Object.assign(COLORS, { sr: '#cc79a7' });
    const STROKES = { oa: 'dotted', ob: 'dashed', sr: 'dashed' };
    const st = {
        on: false,       // annotation mode
        hover: -1,       // element under the mouse
        els: [],         // marked elements
        spans: [],       // [{e, k, b, n, c}] from C++
        ranges: [],      // [{range, c}]: spans resolved to live DOM ranges
        extra: [],       // [{range, c}]: the adjudication view's highlights (setExtra)
        rule: [],        // [{range, c}]: what the site rule being edited matches (setRule)
        compare: [],     // [{range, c}]: the compare view's highlights (setCompare)
        counts: {},      // divs drawn per kind in the last frame (tests)
        swallowClick: false,
    };

    // core::TextRules::isSpace on UTF-16 units (no white space lies outside the BMP).
    function isSpace(c) {
        return c <= 0x20 || c === 0x85 || c === 0xA0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200B) ||
            c === 0x2028 || c === 0x2029 || c === 0x202F || c === 0x205F || c === 0x3000 ||
            c === 0xFEFF;
    }

    // The element's text children as core sees them: runs of adjacent DOM text nodes with data.
    function textRuns(el) {
        const out = [];
        let run = null;
        for (const c of el.childNodes) {
            if (c.nodeType === Node.TEXT_NODE) {
                (run = run || []).push(c);
                continue;
            }
            if (run)
                out.push(run);
            run = null;
        }
        if (run)
            out.push(run);
        return out.filter(r => r.some(t => t.data.length > 0));
    }

    // For every UTF-16 unit of the collapsed text of a run, the raw [text node, offset] it comes
    // from (a collapsed space comes from the first white space of its run).
    function collapseMap(run) {
        const map = [];
        let pending = null;
        for (const t of run) {
            const d = t.data;
            for (let i = 0; i < d.length; ++i) {
                if (isSpace(d.charCodeAt(i))) {
                    if (!pending)
                        pending = [t, i];
                    continue;
                }
                if (pending)
                    map.push(pending);
                pending = null;
                map.push([t, i]);
            }
        }
        if (pending)
            map.push(pending);
        return map;
    }

    function resolve(span) {
        const el = bs.element(span.e);
        if (!el)
            return null;
        const run = textRuns(el)[span.k];
        if (!run)
            return null;
        const map = collapseMap(run);
        if (span.b >= span.n || span.n > map.length)
            return null;
        const range = document.createRange();
        range.setStart(map[span.b][0], map[span.b][1]);
        const last = map[span.n - 1];
        range.setEnd(last[0], last[1] + 1);
        return range;
    }

    // A DOM position inside a text node -> {e, k, o}, or null outside numbered elements.
    function position(textNode, offset) {
        const el = textNode.parentNode;
        const e = el ? bs.number(el) : -1;
        if (e < 0 || bs.element(e) !== el)
            return null;
        const runs = textRuns(el);
        const k = runs.findIndex(r => r.includes(textNode));
        if (k < 0)
            return null;
        const run = runs[k];
        const at = run.indexOf(textNode);
        const map = collapseMap(run);
        let o = 0;
        while (o < map.length) {
            const [t, i] = map[o];
            const ti = run.indexOf(t);
            if (ti > at || (ti === at && i >= offset))
                break;
            ++o;
        }
        return { e, k, o };
    }

    // The selection's first and last text nodes with words, and the offsets in them.
    function selectionRange() {
        const sel = getSelection();
        if (!sel || sel.isCollapsed || !sel.rangeCount)
            return null;
        const r = sel.getRangeAt(0);
        let root = r.commonAncestorContainer;
        if (root.nodeType !== Node.ELEMENT_NODE)
            root = root.parentNode;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        let first = null, last = null;
        for (let t = walker.currentNode.nodeType === Node.TEXT_NODE ? walker.currentNode
            : walker.nextNode(); t; t = walker.nextNode()) {
            if (!r.intersectsNode(t) || !/\S/.test(t.data))
                continue;
            first = first || t;
            last = t;
        }
        if (!first)
            return null;
        const from = position(first, first === r.startContainer ? r.startOffset : 0);
        const to = position(last, last === r.endContainer ? r.endOffset : last.data.length);
        return from && to ? { from, to } : null;
    }

    // Sends the page's text selection as a range mark; true when there was one.
    function commitSelection() {
        const range = selectionRange();
        const bridge = bs.bridge();
        if (!range || !bridge)
            return false;
        getSelection().removeAllRanges();
        bridge.rangeSelected(JSON.stringify(range));
        return true;
    }

    function box(frag, r, kind, style) {
        const div = document.createElement('div');
        div.setAttribute('style', 'position: fixed; box-sizing: border-box; pointer-events: none; ' +
            'left: ' + r.left + 'px; top: ' + r.top + 'px; width: ' + r.width + 'px; height: ' +
            r.height + 'px; ' + style);
        frag.appendChild(div);
        st.counts[kind] = (st.counts[kind] || 0) + 1;
    }

    function draw(frag) {
        st.counts = {};
        for (const i of st.els) {
            const el = bs.element(i);
            const r = el && el.isConnected ? el.getBoundingClientRect() : null;
            if (r && (r.width || r.height))
                box(frag, r, 'gold', 'border: 2px solid ' + COLORS.g + '; background: ' +
                    COLORS.g + '1c;');
        }
        for (const { range, c } of st.ranges.concat(st.extra, st.compare)) {
            for (const r of range.getClientRects())
                box(frag, r, c, 'background: ' + COLORS[c] + (c === 'g' ? '38' : '55') +
                    '; border-bottom: 2px ' + (STROKES[c] || 'solid') + ' ' + COLORS[c] + ';');
        }
        // Last and as a dashed frame with a faint fill: drawn over the marks, TP/FP/FN or the
        // adjudication's kinds, it leaves their colours and underlines readable beneath.
        for (const { range, c } of st.rule) {
            for (const r of range.getClientRects())
                box(frag, r, c, 'background: ' + COLORS[c] + '22; outline: 2px ' + STROKES[c] +
                    ' ' + COLORS[c] + '; outline-offset: 1px;');
        }
        if (st.on && st.hover >= 0) {
            const el = bs.element(st.hover);
            if (el && el.isConnected)
                box(frag, el.getBoundingClientRect(), 'hover', 'outline: 2px dashed ' + COLORS.g +
                    '; outline-offset: -1px;');
        }
    }
    bs.addDrawer(draw);

    window.addEventListener('mousemove', e => {
        if (!st.on)
            return;
        const i = bs.number(e.target);
        if (i !== st.hover) {
            st.hover = i;
            bs.redraw();
        }
    }, { capture: true, passive: true });

    // A drag that selected text marks the text; the click that follows it marks nothing.
    window.addEventListener('mouseup', e => {
        if (st.on && e.button === 0)
            st.swallowClick = commitSelection();
    }, true);
    bs.setClickFilter(() => {
        const swallow = st.on && st.swallowClick;
        st.swallowClick = false;
        return swallow;
    });

    // Spans [{e, k, b, n, c}] as live DOM ranges [{range, c}]; those the page lost are left out.
    function resolveAll(spans) {
        const out = [];
        for (const s of spans || []) {
            const range = resolve(s);
            if (range)
                out.push({ range, c: s.c });
        }
        return out;
    }

    bs.annotate = {
        setMode(on) { st.on = !!on; if (!st.on) st.hover = -1; bs.redraw(); },
        // {els: [element numbers], spans: [{e, k, b, n, c}]}, c one of g, tp, fp, fn.
        set(state) {
            st.els = state.els || [];
            st.spans = state.spans || [];
            st.ranges = resolveAll(st.spans);
            bs.redraw();
            return st.ranges.length;
        },
        // Highlights drawn with the marks, kept when the marks change: [{e, k, b, n, c}], c one
        // of oa, ob, ab (adjudication).
        setExtra(spans) {
            st.extra = resolveAll(spans);
            bs.redraw();
            return st.extra.length;
        },
        // What the site rule being edited matches (SiteRuleDialog), c = sr: a layer of its own,
        // so that the dialog's highlights, and their removal when it closes, leave the
        // adjudication view's, the marks and the compare view as they were.
        setRule(spans) {
            st.rule = resolveAll(spans);
            bs.redraw();
            return st.rule.length;
        },
        // The compare view of two extractors (ComparePanel): the same kinds oa, ob, ab, kept apart
        // from the adjudication view's so that neither clears the other.
        setCompare(spans) {
            st.compare = resolveAll(spans);
            bs.redraw();
            return st.compare.length;
        },
        commitSelection,
        // Tests: the collapsed text of a span as the page resolves it, and what was drawn.
        textOf(span) { const r = resolve(span); return r ? r.toString() : null; },
        position(textNode, offset) { return position(textNode, offset); },
        counts() { return st.counts; },
    };
})();
