/*
 * Offline stand-in for https://challenges.cloudflare.com/turnstile/v0/api.js: the same
 * `window.turnstile` (render, reset, remove, getResponse, isExpired, ready) and the same script
 * parameters (`?onload=fn`, `?render=explicit`). Its tokens come from the sandbox API, which
 * holds them to Turnstile's rules: single use, five minutes.
 */
(function () {
  'use strict';
  if (window.turnstile) return;

  var script = document.currentScript;
  var scriptUrl = new URL(script ? script.src : '', window.location.href);
  var tokenUrl = new URL('token', scriptUrl).href;
  var TOKEN_LIFE_MS = 300000;
  var widgets = new Map();
  var counter = 0;

  function element(tag, style, text) {
    var node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  }

  function call(fn, value) {
    if (typeof fn === 'function') fn(value);
    else if (typeof fn === 'string' && typeof window[fn] === 'function') window[fn](value);
  }

  function widgetOf(id) {
    if (id === undefined) return widgets.values().next().value;
    if (typeof id === 'string') return widgets.get(id);
    var found;
    widgets.forEach(function (widget) {
      if (widget.container === id || widget.root === id) found = widget;
    });
    return found;
  }

  function show(widget, state) {
    var dark =
      widget.theme === 'dark' ||
      (widget.theme !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    widget.root.style.background = dark ? '#232323' : '#fafafa';
    widget.root.style.color = dark ? '#f2f2f2' : '#232323';
    widget.box.checked = state === 'success';
    widget.box.disabled = state !== 'idle';
    widget.status.textContent = {
      idle: 'I am human',
      verifying: 'Verifying…',
      success: 'Success!',
      expired: 'Expired: click again',
      error: 'Verification failed',
    }[state];
    if (state === 'expired' || state === 'error') widget.box.disabled = false;
  }

  function clear(widget) {
    clearTimeout(widget.expiry);
    widget.token = '';
    widget.expired = false;
    widget.input.value = '';
  }

  function solve(widget) {
    show(widget, 'verifying');
    fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sitekey: widget.params.sitekey }),
    })
      .then(function (response) {
        if (!response.ok) throw new Error('token ' + response.status);
        return response.json();
      })
      .then(function (body) {
        if (!widgets.has(widget.id)) return;
        widget.token = body.token;
        widget.input.value = body.token;
        show(widget, 'success');
        widget.expiry = setTimeout(function () {
          clear(widget);
          widget.expired = true;
          show(widget, 'expired');
          call(widget.params['expired-callback']);
        }, TOKEN_LIFE_MS);
        call(widget.params.callback, body.token);
      })
      .catch(function () {
        show(widget, 'error');
        // 300xxx: Cloudflare's family of "generic client execution error" codes.
        call(widget.params['error-callback'], '300010');
      });
  }

  function render(container, params) {
    var target = typeof container === 'string' ? document.querySelector(container) : container;
    if (!target) throw new Error('[Cloudflare Turnstile] Unable to find a container for the widget.');
    var options = Object.assign({}, params || {});
    if (!options.sitekey) throw new Error('[Cloudflare Turnstile] A sitekey is required.');
    var id = 'cf-chl-widget-sandbox' + ++counter;
    // Cloudflare's two fixed sizes: normal 300 × 65, compact 150 × 140 (stacked).
    var compact = options.size === 'compact';
    var root = element(
      'div',
      'box-sizing:border-box;display:flex;border:1px solid #d0d0d0;border-radius:4px;' +
        'font:14px system-ui,sans-serif;' +
        (compact
          ? 'width:150px;height:140px;flex-direction:column;justify-content:center;gap:12px;padding:12px;'
          : 'width:300px;height:65px;align-items:center;gap:12px;padding:0 14px;'),
    );
    root.id = id;
    var label = element('label', 'display:flex;align-items:center;gap:10px;cursor:pointer;' + (compact ? '' : 'flex:1;'));
    var box = element('input', 'width:22px;height:22px;margin:0;cursor:pointer;');
    box.type = 'checkbox';
    var status = element('span', '');
    label.append(box, status);
    var brand = element('span', 'font-size:10px;opacity:.7;text-align:' + (compact ? 'left' : 'right') + ';', 'Turnstile\nsandbox');
    brand.style.whiteSpace = 'pre';
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = options['response-field-name'] || 'cf-turnstile-response';
    root.append(label, brand, input);
    target.appendChild(root);

    var widget = {
      id: id,
      container: target,
      root: root,
      box: box,
      status: status,
      input: input,
      params: options,
      theme: options.theme || 'auto',
      token: '',
      expired: false,
    };
    box.addEventListener('change', function () {
      if (box.checked) solve(widget);
    });
    widgets.set(id, widget);
    show(widget, 'idle');
    return id;
  }

  window.turnstile = {
    render: render,
    reset: function (id) {
      var widget = widgetOf(id);
      if (!widget) return;
      clear(widget);
      show(widget, 'idle');
    },
    remove: function (id) {
      var widget = widgetOf(id);
      if (!widget) return;
      clear(widget);
      widget.root.remove();
      widgets.delete(widget.id);
    },
    getResponse: function (id) {
      var widget = widgetOf(id);
      return widget && widget.token ? widget.token : undefined;
    },
    isExpired: function (id) {
      var widget = widgetOf(id);
      return Boolean(widget && widget.expired);
    },
    ready: function (fn) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
      else fn();
    },
  };

  // Implicit rendering: `<div class="cf-turnstile" data-sitekey="…" data-callback="fn">`.
  function renderImplicit() {
    document.querySelectorAll('.cf-turnstile').forEach(function (node) {
      if (widgetOf(node)) return;
      render(node, {
        sitekey: node.getAttribute('data-sitekey'),
        theme: node.getAttribute('data-theme') || undefined,
        callback: node.getAttribute('data-callback') || undefined,
        'error-callback': node.getAttribute('data-error-callback') || undefined,
        'expired-callback': node.getAttribute('data-expired-callback') || undefined,
      });
    });
  }

  if (scriptUrl.searchParams.get('render') !== 'explicit') window.turnstile.ready(renderImplicit);
  var onload = scriptUrl.searchParams.get('onload');
  if (onload)
    window.turnstile.ready(function () {
      call(onload);
    });
})();
