// The inline scripts the build puts in index.html for pages opened by their address
// (route-preload.ts). They run as the HTML is parsed, before the app's entry has even arrived.

export interface RouteHeadWork {
  /** Scripts to preload and stylesheets to link (render-blocking, marked `data-page-styles`). */
  files: string[];
  /** Addresses to GET at once; the page takes the answers with src/lib/early-answers.ts. */
  early: string[];
}

/**
 * In the head, on one of the addresses: a modulepreload link for each of its scripts, a
 * stylesheet link for each of its CSS files (render-blocking, as a stylesheet in the HTML would
 * be; `data-settled` once loaded or failed), and its early requests, kept in
 * `window.__earlyAnswers[url]` as `{ askedAt, request, answer }`: answered already where the
 * server sent the answer with the page (`window.__earlyAnswered`, early-answers.ts), asked for at
 * once otherwise.
 */
export function routeHeadScript(workByPath: Record<string, RouteHeadWork>): string {
  return [
    `(function (work) {`,
    `  var page = work[location.pathname];`,
    `  if (!page) return;`,
    // The early requests first: the browser then gives them a connection before the ~20 files.
    `  var answers = window.__earlyAnswers = {};`,
    `  var given = window.__earlyAnswered || {};`,
    `  page.early.forEach(function (url) {`,
    `    var entry = answers[url] = { askedAt: Date.now() };`,
    `    entry.request = url in given ? Promise.resolve(given[url]) : fetch(url, { credentials: 'same-origin' }).then(function (response) {`,
    `      if (!response.ok) throw new Error(url + ': ' + response.status);`,
    `      return response.json();`,
    `    });`,
    // The page handles a failure when it takes the request; until then it is no unhandled rejection.
    `    entry.request.then(function (answer) { entry.answer = answer; }, function () {});`,
    `  });`,
    `  page.files.forEach(function (href) {`,
    `    var link = document.createElement('link');`,
    `    if (/\\.css$/.test(href)) {`,
    `      link.rel = 'stylesheet'; link.setAttribute('data-page-styles', ''); link.setAttribute('blocking', 'render');`,
    `      link.onload = link.onerror = function () { link.setAttribute('data-settled', ''); };`,
    `    } else {`,
    `      link.rel = 'modulepreload'; link.crossOrigin = '';`,
    `    }`,
    `    link.href = href;`,
    `    document.head.appendChild(link);`,
    `  });`,
    `})(${JSON.stringify(workByPath)});`,
  ].join('\n');
}

export interface PrerenderShow {
  /** The id of the `<template>` holding the page's markup. */
  template: string;
  /** localStorage keys and the values (null: unset) under which a visitor sees the page as rendered. */
  whenStored: Record<string, (string | null)[]>;
}

/**
 * After `#root`, on one of the addresses, for a visitor whose stored settings the page was rendered
 * with: the page's markup from its template, until the app's first render replaces it
 * (src/lib/prerendered-page.ts hands over what was typed). Meanwhile the root is marked
 * `data-prerendered`; the prerendered field focused last is named in `data-focused`; a submit is held
 * (`data-submit-held`) rather than sent as a plain form; an `<img data-early-src="<url> <field>">`
 * gets its picture from that early answer, and `[data-early-placeholder="<url>"]` hides then;
 * `window.__prerenderedPictures` settles once every such picture is on the screen or has failed.
 */
export function prerenderShowScript(showByPath: Record<string, PrerenderShow>): string {
  return [
    `(function (shows) {`,
    `  var show = shows[location.pathname];`,
    `  if (!show) return;`,
    `  try {`,
    `    for (var key in show.whenStored) if (show.whenStored[key].indexOf(localStorage.getItem(key)) < 0) return;`,
    `  } catch (error) { return; }`,
    `  var root = document.getElementById('root');`,
    `  var page = document.getElementById(show.template).content.cloneNode(true);`,
    // Events from the app's own elements, which have the same ids, are not the visitor's doing here.
    `  var prerendered = function (element) { return element.closest('[data-prerendered-page]'); };`,
    `  page.firstElementChild.setAttribute('data-prerendered-page', '');`,
    `  root.appendChild(page);`,
    `  root.setAttribute('data-prerendered', '');`,
    `  root.addEventListener('submit', function (event) {`,
    `    if (!prerendered(event.target)) return;`,
    `    event.preventDefault(); root.setAttribute('data-submit-held', '');`,
    `  });`,
    `  root.addEventListener('focusin', function (event) {`,
    `    if (prerendered(event.target) && event.target.id) root.setAttribute('data-focused', event.target.id);`,
    `  });`,
    // Its autofocus field takes the focus at the next frame (the browser's own autofocus): a
    // focus() here would force a layout before the page's stylesheets have loaded, 20–130 ms here.

    // A picture is on the screen once the browser reports its paint as presented (Element Timing),
    // which comes some frames after the paint on a busy machine; the browser's largest-paint record
    // of it is kept only if it is still in the page then. Without Element Timing, two frames.
    `  var elementTiming = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []).indexOf('element') >= 0;`,
    `  var presented = function (img) {`,
    `    return new Promise(function (resolve) {`,
    `      if (!elementTiming) return requestAnimationFrame(function () { requestAnimationFrame(function () { resolve(); }); });`,
    `      var observer = new PerformanceObserver(function (list) {`,
    `        if (list.getEntries().some(function (entry) { return entry.element === img; })) { observer.disconnect(); resolve(); }`,
    `      });`,
    `      observer.observe({ type: 'element', buffered: true });`,
    `    });`,
    `  };`,
    `  var pictures = [];`,
    `  root.querySelectorAll('img[data-early-src]').forEach(function (img) {`,
    `    var source = img.getAttribute('data-early-src').split(' ');`,
    `    var early = window.__earlyAnswers && window.__earlyAnswers[source[0]];`,
    `    if (!early) return;`,
    `    img.setAttribute('elementtiming', 'early-picture');`,
    `    pictures.push(early.request.then(function (answer) {`,
    `      img.src = answer[source[1]];`,
    `      return img.decode();`,
    `    }).then(function () {`,
    `      img.hidden = false;`,
    `      root.querySelectorAll('[data-early-placeholder="' + source[0] + '"]').forEach(function (placeholder) { placeholder.hidden = true; });`,
    `      return presented(img);`,
    `    }, function () {}));`,
    `  });`,
    `  window.__prerenderedPictures = Promise.all(pictures);`,
    `})(${JSON.stringify(showByPath)});`,
  ].join('\n');
}
