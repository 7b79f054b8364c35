/*
 * The partner page's own React 18 on `window` (demo/partner/hostile.html), as a site built with a React 18 UMD
 * bundle has it. No react@18 package is installed in this project (only React 19, the peer dependency) and nothing
 * may be downloaded, so this file stands in for the UMD bundles: `window.React` / `window.ReactDOM` objects with
 * version '18.3.1' and a few functions. What the e2e checks is that the widgets (preact/compat in the CDN build)
 * leave these globals alone: same objects, same version, same keys (tests/e2e/partner.test.mjs).
 */
(function () {
  'use strict';
  var React = {
    version: '18.3.1',
    createElement: function (type, props) {
      return { type: type, props: props || {} };
    },
    Fragment: 'react.fragment',
    useState: function (initial) {
      return [initial, function () {}];
    },
  };
  var ReactDOM = {
    version: '18.3.1',
    createRoot: function () {
      return { render: function () {}, unmount: function () {} };
    },
  };
  window.React = React;
  window.ReactDOM = ReactDOM;
  // What the page expects to find later (the e2e compares against it).
  window.__partnerReact = {
    React: React,
    ReactDOM: ReactDOM,
    reactKeys: Object.keys(React).join(','),
    reactDomKeys: Object.keys(ReactDOM).join(','),
  };
})();
