/**
 * The HTML page every route is rendered into: Docusaurus's own template
 * (@docusaurus/core 3.10.2, lib/ssg/ssgTemplate.html.js) with one change,
 * when the scripts run.
 *
 * Upstream puts `<script defer>` in the head: when they arrive fast they
 * run, and React hydrates, before the browser has painted anything, so the
 * first paint of the article waits for 170 KiB of JavaScript. Here a small
 * script at the end of the body starts them, in order, once the browser
 * reports the first contentful paint. A hidden tab paints nothing and an
 * old browser cannot report it: they start at once; after 3 s the scripts
 * start whatever happened. Nothing asks for them earlier: a
 * `<link rel="preload">` for them (issue 30 had one, at low priority) makes
 * their download share the connection with the stylesheet, and Lighthouse
 * counts them in the page's LCP (issue 31: articles 0.99–1.29 × the LCP of
 * the same page without scripts).
 *
 * The theme's inline scripts (the colour mode, the announcement bar: the
 * preBodyTags' `<script>` elements) go in the head, before the stylesheet.
 * Upstream writes them at the start of the body, after the stylesheet's
 * link: a script there waits for the stylesheet to arrive, and the parser
 * with it, so the whole article is parsed only once the CSS is in. Before
 * the stylesheet they run at once and the article is parsed while the CSS
 * downloads, as on the page without scripts. They only set attributes of
 * `<html>`, which exists in the head. tests/integration/html.test.ts checks
 * every page: no inline script between the stylesheet and the article.
 * Measured with `npm run bench:lighthouse`.
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
    <% const inlineScript = /<script>[\\s\\S]*?<\\/script>/g; %>
    <%~ (it.preBodyTags.match(inlineScript) || []).join('') %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags.replace(inlineScript, '') %>
    <div id="__docusaurus"><%~ it.appHtml.split(String.fromCharCode(0)).join('') %></div>
    <%~ it.postBodyTags %>
    <script>(function(){var s=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,d=document,done=0;function run(){if(done++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.body.appendChild(e)})}function soon(){setTimeout(run,0)}if(d.visibilityState==="hidden"||!window.PerformanceObserver){run();return}try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}catch(e){run();return}setTimeout(run,3000)})()</script>
  </body>
</html>
`;
