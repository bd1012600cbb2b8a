/*
 * Offline stand-in for https://telegram.org/js/telegram-widget.js (login widget). Included the
 * same way: <script async src=".../widget.js" data-telegram-login="bot" data-size="large"
 * data-onauth="onTelegramAuth(user)">. It draws the button where the script stands and calls the
 * onauth function with { id, first_name, last_name?, username?, photo_url?, auth_date, hash },
 * signed by the sandbox API with its test bot token, which never reaches the browser.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (!script || !script.getAttribute('data-telegram-login')) return;
  var signUrl = new URL('auth', script.src).href;
  var TEST_USERS = [
    { id: 100000001, first_name: 'Tara', last_name: 'Telegram', username: 'tara_sandbox' },
    { id: 100000002, first_name: 'Tomas', username: 'tomas_sandbox' },
  ];
  var SIZES = { large: [14, 22, 40], medium: [12, 18, 32], small: [10, 14, 24] };

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  }

  /*
   * Telegram's data-onauth holds a call such as `onTelegramAuth(user)`. Evaluating it would need
   * 'unsafe-eval', which the web's CSP forbids, so the function is looked up by its dotted name.
   */
  function onAuthFunction() {
    var source = script.getAttribute('data-onauth') || '';
    var match = /^\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\(\s*user\s*\)\s*;?\s*$/.exec(source);
    if (!match) throw new Error('Telegram widget sandbox: data-onauth must look like "fn(user)".');
    var names = match[1].split('.');
    return function (user) {
      var owner = window;
      for (var i = 0; i < names.length - 1; i += 1) owner = owner[names[i]];
      owner[names[names.length - 1]](user);
    };
  }

  function field(form, name, label, value, type) {
    var wrap = element('label', 'display:flex;flex-direction:column;gap:2px;font-size:12px;color:#555;', label);
    var input = element('input', 'padding:6px 8px;border:1px solid #ccc;border-radius:6px;font-size:14px;color:#111;');
    input.name = name;
    input.type = type || 'text';
    input.value = value === undefined ? '' : String(value);
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }

  function fill(form, user) {
    ['id', 'first_name', 'last_name', 'username'].forEach(function (name) {
      form.elements[name].value = user[name] === undefined ? '' : String(user[name]);
    });
  }

  function openChooser(onauth, button) {
    var overlay = element(
      'div',
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
        'justify-content:center;background:rgba(0,0,0,.45);font:14px system-ui,sans-serif;',
    );
    var dialog = element(
      'div',
      'background:#fff;color:#111;border-radius:12px;padding:20px;width:300px;' + 'box-shadow:0 8px 30px rgba(0,0,0,.3);',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Telegram sandbox log in');
    dialog.appendChild(element('h2', 'margin:0 0 4px;font-size:17px;', 'Log in with Telegram (sandbox)'));
    dialog.appendChild(
      element(
        'p',
        'margin:0 0 12px;color:#666;font-size:12px;',
        'Pick a test user or enter one. Bot: @' + script.getAttribute('data-telegram-login'),
      ),
    );
    var form = element('form', 'display:flex;flex-direction:column;gap:8px;');
    var presets = element('div', 'display:flex;gap:6px;flex-wrap:wrap;');
    TEST_USERS.forEach(function (user) {
      var preset = element(
        'button',
        'padding:4px 10px;border:1px solid #54a9eb;border-radius:14px;background:#fff;' + 'color:#2481cc;cursor:pointer;',
        user.first_name,
      );
      preset.type = 'button';
      preset.addEventListener('click', function () {
        fill(form, user);
      });
      presets.appendChild(preset);
    });
    form.appendChild(presets);
    field(form, 'id', 'User id', TEST_USERS[0].id, 'number');
    field(form, 'first_name', 'First name', TEST_USERS[0].first_name);
    field(form, 'last_name', 'Last name (optional)', TEST_USERS[0].last_name);
    field(form, 'username', 'Username (optional)', TEST_USERS[0].username);
    var error = element('p', 'margin:0;color:#c62828;font-size:12px;min-height:14px;', '');
    form.appendChild(error);
    var actions = element('div', 'display:flex;gap:8px;justify-content:flex-end;');
    var cancel = element('button', 'padding:8px 14px;border:0;background:none;cursor:pointer;color:#555;', 'Cancel');
    cancel.type = 'button';
    var confirm = element(
      'button',
      'padding:8px 14px;border:0;border-radius:8px;background:#54a9eb;color:#fff;' + 'cursor:pointer;',
      'Log in',
    );
    confirm.type = 'submit';
    actions.append(cancel, confirm);
    form.appendChild(actions);
    dialog.appendChild(form);
    overlay.appendChild(dialog);

    function close() {
      overlay.remove();
      button.focus();
    }
    cancel.addEventListener('click', close);
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) close();
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var values = {};
      ['id', 'first_name', 'last_name', 'username'].forEach(function (name) {
        var value = form.elements[name].value.trim();
        if (value) values[name] = name === 'id' ? Number(value) : value;
      });
      confirm.disabled = true;
      fetch(signUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) })
        .then(function (response) {
          if (!response.ok) throw new Error('Enter a numeric id and a first name.');
          return response.json();
        })
        .then(function (user) {
          overlay.remove();
          onauth(user);
        })
        .catch(function (problem) {
          confirm.disabled = false;
          error.textContent = problem.message;
        });
    });
    document.body.appendChild(overlay);
    form.elements.first_name.focus();
  }

  var onauth = onAuthFunction();
  var size = SIZES[script.getAttribute('data-size')] || SIZES.large;
  var radius = script.getAttribute('data-radius');
  var button = element(
    'button',
    'display:inline-flex;align-items:center;gap:8px;border:0;cursor:pointer;' +
      'background:#54a9eb;color:#fff;font:500 ' +
      size[0] +
      'px system-ui,sans-serif;height:' +
      size[2] +
      'px;' +
      'padding:0 ' +
      size[1] +
      'px;border-radius:' +
      (radius === null ? size[2] / 2 : Number(radius)) +
      'px;',
    'Log in with Telegram',
  );
  button.type = 'button';
  button.id = 'telegram-login-' + script.getAttribute('data-telegram-login');
  button.addEventListener('click', function () {
    openChooser(onauth, button);
  });
  script.after(button);
})();
