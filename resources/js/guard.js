// The one script of Boilerscope in the page's own (main) world, in every frame that loads a URL,
// before any script of the page. It adds nothing; it removes the page's way to open network
// connections that do not pass through Qt WebEngine's request interceptor
// (ui::LocalRequestInterceptor), so that a page cannot reach a server the user did not ask for.
// Measured with Qt 6.4 (tests/ui/window/tst_mainwindow.cpp, hostilePageReachesNoServer): every request
// kind of a page is intercepted (fetch, XHR, images, CSS, fonts, beacons, WebSocket, EventSource,
// frames, workers, pings, forms, window.open, preloads), but WebRTC reaches its ICE servers
// directly (STUN over UDP, TURN over TCP) and WebTransport opens QUIC over UDP. WebTransport is
// switched off for every frame by a Chromium switch (PageView); WebRTC has no such switch, so its
// constructors go here. A page sees a browser without WebRTC.
'use strict';
for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection'])
    delete globalThis[name];
