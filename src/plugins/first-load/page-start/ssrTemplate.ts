/**
 * The HTML page every route is rendered into: Docusaurus's own template
 * (@docusaurus/core 3.10.2, lib/ssg/ssgTemplate.html.js) with one change,
 * when the scripts run.
 *
 * Upstream puts `<script defer>` in the head: when they arrive fast they
 * run, and React hydrates, before the browser has painted anything, so the
 * first paint of the article waits for 170 KiB of JavaScript. Here the
 * head only preloads them at low priority (they download while the page
 * renders), and a small script at the end of the body starts them, in
 * order, once the browser reports the first contentful paint. A hidden tab
 * paints nothing and an old browser cannot report it: they start at once;
 * after 3 s the scripts start whatever happened. Measured with
 * `npm run bench:lighthouse`.
 *
 * React 18's streaming server renderer, which Docusaurus uses, can flush
 * unwritten bytes of its 2 KB buffer when a multi-byte character (any
 * Cyrillic letter) falls on the buffer's end: NUL characters inside the
 * text (react/react#31134, fixed in React 19). Nothing is lost, so the
 * template drops every NUL of the rendered app; in an attribute the
 * browser would have turned it into U+FFFD and broken heading anchors.
 * tests/integration/html.test.ts checks every page of the build.
 *
 * The inline loader is the same on every page of a build; the build's CSP
 * step (src/plugins/build-output/csp.ts) hashes it like the theme's inline
 * scripts.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.split(String.fromCharCode(0)).join('') %></div>
    <%~ it.postBodyTags %>
    <script>(function(){var s=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,d=document,done=0;function run(){if(done++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.body.appendChild(e)})}function soon(){setTimeout(run,0)}if(d.visibilityState==="hidden"||!window.PerformanceObserver){run();return}try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}catch(e){run();return}setTimeout(run,3000)})()</script>
  </body>
</html>
`;
