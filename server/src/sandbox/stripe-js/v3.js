/*
 * Offline stand-in for https://js.stripe.com/v3: the same `window.Stripe(publishableKey)` with
 * Elements, a Payment Element (card number, expiry, CVC) and the confirm / retrieve calls, which
 * talk to the API's Stripe stand-in the way Stripe.js talks to Stripe: form-encoded, with the
 * publishable key and the intent's client secret. @stripe/stripe-js/pure uses this object when it
 * exists before `loadStripe` runs, and @stripe/react-stripe-js accepts it (it checks `elements`,
 * `createToken`, `createPaymentMethod`, `confirmCardPayment`).
 */
(function () {
  'use strict';
  if (window.Stripe) return;

  var script = document.currentScript;
  var scriptUrl = new URL(script ? script.src : '', window.location.href);
  var apiBase = new URL('v1/', scriptUrl).href;
  var counter = 0;

  function encode(fields) {
    return Object.keys(fields)
      .filter(function (name) {
        return fields[name] !== undefined && fields[name] !== null;
      })
      .map(function (name) {
        return encodeURIComponent(name) + '=' + encodeURIComponent(fields[name]);
      })
      .join('&');
  }

  // Stripe answers errors as { error: { type, code, message, ... } }; a network failure is one too.
  function request(method, path, fields) {
    var url = apiBase + path;
    var init = { method: method, headers: {} };
    if (method === 'GET') url += '?' + encode(fields);
    else {
      init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = encode(fields);
    }
    return fetch(url, init).then(
      function (response) {
        return response.json().then(
          function (body) {
            return response.ok
              ? { body: body }
              : { error: body.error || { type: 'api_error', message: body.message || 'Request failed.' } };
          },
          function () {
            return { error: { type: 'api_error', message: 'The payment service answered with an unreadable body.' } };
          },
        );
      },
      function () {
        return { error: { type: 'api_connection_error', message: 'The payment service could not be reached.' } };
      },
    );
  }

  function intentId(clientSecret) {
    var at = typeof clientSecret === 'string' ? clientSecret.indexOf('_secret_') : -1;
    return at > 0 ? clientSecret.slice(0, at) : null;
  }

  function emitter(target) {
    var handlers = {};
    target.on = function (event, handler) {
      (handlers[event] = handlers[event] || []).push(handler);
      return target;
    };
    target.once = function (event, handler) {
      var wrapped = function (value) {
        target.off(event, wrapped);
        handler(value);
      };
      return target.on(event, wrapped);
    };
    target.off = function (event, handler) {
      handlers[event] = (handlers[event] || []).filter(function (h) {
        return h !== handler;
      });
      return target;
    };
    return function emit(event, value) {
      (handlers[event] || []).slice().forEach(function (handler) {
        handler(value);
      });
    };
  }

  function field(form, id, labelText, placeholder, autocomplete) {
    var wrap = document.createElement('div');
    // Fields of one row keep their inputs level even when one label wraps and the other does not.
    wrap.setAttribute('style', 'display:flex;flex-direction:column;justify-content:flex-end;gap:4px;min-width:0;flex:1 1 120px');
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = labelText;
    label.setAttribute('style', 'font-size:14px');
    var input = document.createElement('input');
    input.id = id;
    input.inputMode = 'numeric';
    input.autocomplete = autocomplete;
    input.placeholder = placeholder;
    input.setAttribute(
      'style',
      'font:inherit;font-size:16px;padding:10px 12px;border:1px solid #8a8a8a;border-radius:6px;min-width:0;width:100%;box-sizing:border-box;background:inherit;color:inherit',
    );
    wrap.appendChild(label);
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }

  function readCard(inputs) {
    var number = inputs.number.value.replace(/\D/g, '');
    var expiry = inputs.expiry.value.replace(/\D/g, '');
    var cvc = inputs.cvc.value.replace(/\D/g, '');
    if (number.length < 12) return { error: 'Your card number is incomplete.' };
    if (expiry.length !== 4) return { error: "Your card's expiration date is incomplete." };
    if (cvc.length < 3) return { error: "Your card's security code is incomplete." };
    return { card: { number: number, exp_month: Number(expiry.slice(0, 2)), exp_year: 2000 + Number(expiry.slice(2)), cvc: cvc } };
  }

  function createPaymentElement(group) {
    var element = { _inputs: null, _root: null, _error: null };
    var emit = emitter(element);
    var id = 'sandbox-stripe-' + ++counter;
    function changed() {
      var read = readCard(element._inputs);
      var empty = !element._inputs.number.value && !element._inputs.expiry.value && !element._inputs.cvc.value;
      emit('change', { elementType: 'payment', empty: empty, complete: !read.error, collapsed: false, value: { type: 'card' } });
    }
    element.mount = function (target) {
      var node = typeof target === 'string' ? document.querySelector(target) : target;
      var root = document.createElement('div');
      root.setAttribute('style', 'display:flex;flex-wrap:wrap;gap:12px;font-family:inherit;color:inherit');
      root.setAttribute('data-sandbox-stripe', 'payment');
      element._inputs = {
        number: field(root, id + '-number', 'Card number', '1234 1234 1234 1234', 'cc-number'),
        // Stripe's own words: the format is the placeholder's, so the label fits a phone's half row.
        expiry: field(root, id + '-expiry', 'Expiration date', 'MM / YY', 'cc-exp'),
        cvc: field(root, id + '-cvc', 'Security code', 'CVC', 'cc-csc'),
      };
      element._inputs.number.parentNode.style.flexBasis = '100%';
      element._error = document.createElement('p');
      element._error.setAttribute('role', 'alert');
      element._error.setAttribute('style', 'margin:0;flex-basis:100%;color:#d32f2f;font-size:14px');
      root.appendChild(element._error);
      Object.keys(element._inputs).forEach(function (name) {
        element._inputs[name].addEventListener('input', changed);
      });
      element._inputs.number.addEventListener('focus', function () {
        emit('focus', { elementType: 'payment' });
      });
      element._inputs.number.addEventListener('blur', function () {
        emit('blur', { elementType: 'payment' });
      });
      node.appendChild(root);
      element._root = root;
      setTimeout(function () {
        emit('ready', { elementType: 'payment' });
      }, 0);
    };
    element.showError = function (message) {
      if (element._error) element._error.textContent = message || '';
    };
    element.update = function () {};
    element.focus = function () {
      if (element._inputs) element._inputs.number.focus();
    };
    element.blur = function () {
      if (document.activeElement && element._root && element._root.contains(document.activeElement)) document.activeElement.blur();
    };
    element.clear = function () {
      if (element._inputs)
        Object.keys(element._inputs).forEach(function (n) {
          element._inputs[n].value = '';
        });
    };
    element.collapse = function () {};
    element.unmount = function () {
      if (element._root && element._root.parentNode) element._root.parentNode.removeChild(element._root);
      element._root = null;
    };
    element.destroy = function () {
      element.unmount();
      delete group._elements.payment;
    };
    return element;
  }

  function createElements(stripe, options) {
    var group = { _options: options || {}, _elements: {} };
    group.create = function (type) {
      if (type !== 'payment') throw new Error('The Stripe sandbox offers the Payment Element only, not "' + type + '".');
      if (group._elements.payment) throw new Error('Can only create one Element of type payment.');
      group._elements.payment = createPaymentElement(group);
      return group._elements.payment;
    };
    group.getElement = function (type) {
      return group._elements[type] || null;
    };
    group.update = function (options) {
      Object.assign(group._options, options);
    };
    group.fetchUpdates = function () {
      return Promise.resolve({});
    };
    group.submit = function () {
      var element = group._elements.payment;
      var read = element ? readCard(element._inputs) : { error: 'No payment details were entered.' };
      if (element) element.showError(read.error);
      return Promise.resolve(read.error ? { error: { type: 'validation_error', message: read.error } } : {});
    };
    return group;
  }

  function paymentMethodFrom(stripe, elements) {
    var element = elements && elements.getElement('payment');
    if (!element || !element._inputs)
      return Promise.resolve({ error: { type: 'validation_error', message: 'No payment details were entered.' } });
    var read = readCard(element._inputs);
    element.showError(read.error);
    if (read.error) return Promise.resolve({ error: { type: 'validation_error', message: read.error } });
    return request('POST', 'payment_methods', {
      type: 'card',
      'card[number]': read.card.number,
      'card[exp_month]': read.card.exp_month,
      'card[exp_year]': read.card.exp_year,
      'card[cvc]': read.card.cvc,
      key: stripe._key,
    }).then(function (answer) {
      if (answer.error) element.showError(answer.error.message);
      return answer.error ? { error: answer.error } : { paymentMethod: answer.body };
    });
  }

  function returnTo(returnUrl, kind, intent, clientSecret) {
    var url = new URL(returnUrl, window.location.href);
    url.searchParams.set(kind, intent.id);
    url.searchParams.set(kind + '_client_secret', clientSecret);
    url.searchParams.set('redirect_status', intent.status);
    window.location.assign(url.href);
  }

  // Stripe's flow for confirmPayment / confirmSetup: a decline resolves { error } on the page; a
  // redirect-based next action always navigates; success navigates to return_url unless
  // `redirect: 'if_required'`, which resolves the intent instead.
  function confirm(stripe, kind, options) {
    options = options || {};
    var params = options.confirmParams || {};
    var elements = options.elements;
    var clientSecret = options.clientSecret || (elements && elements._options.clientSecret);
    var id = intentId(clientSecret);
    var resultKey = kind === 'payment_intent' ? 'paymentIntent' : 'setupIntent';
    if (!id) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'A valid client secret is required.' } });
    if (!params.return_url && options.redirect !== 'if_required') {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: 'confirmParams.return_url is required.' } });
    }
    var method = params.payment_method
      ? Promise.resolve({ paymentMethod: { id: params.payment_method } })
      : paymentMethodFrom(stripe, elements);
    return method.then(function (created) {
      if (created.error) return { error: created.error };
      return request('POST', kind + 's/' + encodeURIComponent(id) + '/confirm', {
        client_secret: clientSecret,
        payment_method: created.paymentMethod.id,
        return_url: params.return_url,
        key: stripe._key,
      }).then(function (answer) {
        if (answer.error) {
          var element = elements && elements.getElement('payment');
          if (element) element.showError(answer.error.message);
          return { error: answer.error };
        }
        var intent = answer.body;
        var action = intent.next_action;
        if (intent.status === 'requires_action' && action && action.redirect_to_url) {
          window.location.assign(action.redirect_to_url.url);
          return new Promise(function () {});
        }
        var error = intent.last_payment_error || intent.last_setup_error;
        if (intent.status === 'requires_payment_method' && error) return { error: error };
        if (options.redirect === 'if_required') {
          var done = {};
          done[resultKey] = intent;
          return done;
        }
        returnTo(params.return_url, kind, intent, clientSecret);
        return new Promise(function () {});
      });
    });
  }

  function retrieve(stripe, kind, clientSecret) {
    var id = intentId(clientSecret);
    var resultKey = kind === 'payment_intent' ? 'paymentIntent' : 'setupIntent';
    if (!id) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'A valid client secret is required.' } });
    return request('GET', kind + 's/' + encodeURIComponent(id), { client_secret: clientSecret, key: stripe._key }).then(function (answer) {
      if (answer.error) return { error: answer.error };
      var result = {};
      result[resultKey] = answer.body;
      return result;
    });
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) {
      throw new Error('Invalid publishable key: ' + publishableKey);
    }
    var stripe = { _key: publishableKey };
    stripe._registerWrapper = function () {};
    stripe.registerAppInfo = function () {};
    stripe.elements = function (options) {
      return createElements(stripe, options);
    };
    stripe.createPaymentMethod = function (options) {
      var elements =
        options &&
        (options.elements ||
          (options.element && {
            getElement: function () {
              return options.element;
            },
          }));
      return paymentMethodFrom(stripe, elements);
    };
    stripe.createToken = function () {
      return Promise.resolve({
        error: { type: 'invalid_request_error', message: 'Tokens are not offered by the Stripe sandbox; use payment methods.' },
      });
    };
    stripe.confirmPayment = function (options) {
      return confirm(stripe, 'payment_intent', options);
    };
    stripe.confirmSetup = function (options) {
      return confirm(stripe, 'setup_intent', options);
    };
    stripe.confirmCardPayment = function (clientSecret, data) {
      var method = data && data.payment_method;
      return confirm(stripe, 'payment_intent', {
        clientSecret: clientSecret,
        redirect: 'if_required',
        confirmParams: { payment_method: typeof method === 'string' ? method : undefined, return_url: window.location.href },
      });
    };
    stripe.retrievePaymentIntent = function (clientSecret) {
      return retrieve(stripe, 'payment_intent', clientSecret);
    };
    stripe.retrieveSetupIntent = function (clientSecret) {
      return retrieve(stripe, 'setup_intent', clientSecret);
    };
    return stripe;
  }
  // The release train @stripe/stripe-js expects, so it does not warn about a version mismatch.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
