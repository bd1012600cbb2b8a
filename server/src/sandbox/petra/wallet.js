/*
 * Offline stand-in for the Petra extension: `window.aptos` (and `window.petra`) with connect,
 * account, isConnected, disconnect, network and signMessage, over an Ed25519 key generated with
 * Web Crypto and kept in this origin's localStorage. Answers and errors have Petra's shapes:
 * addresses and public keys as 0x hex, signatures as hex without 0x, a refusal as
 * { code: 4001, name: 'Unauthorized', message: 'User rejected the request.' }.
 */
(function () {
  'use strict';
  if (window.aptos) return;

  var KEY_ITEM = 'starlit-sandbox-petra-key';
  var CONNECTED_ITEM = 'starlit-sandbox-petra-connected';
  var NETWORK = { name: 'Testnet', chainId: '2', url: 'https://fullnode.testnet.aptoslabs.com/v1' };
  var M64 = (BigInt(1) << BigInt(64)) - BigInt(1);

  // SHA3-256 (FIPS 202), needed for the account address; Web Crypto has no SHA-3.
  var ROUND = [];
  var ROT = new Array(25).fill(0);
  (function () {
    var r = 1;
    for (var i = 0; i < 24; i += 1) {
      var c = BigInt(0);
      for (var j = 0; j < 7; j += 1) {
        r = ((r << 1) ^ ((r >> 7) * 0x71)) & 0xff;
        if (r & 2) c ^= BigInt(1) << BigInt((1 << j) - 1);
      }
      ROUND.push(c);
    }
    for (var t = 0, x = 1, y = 0; t < 24; t += 1) {
      ROT[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
      var next = (2 * x + 3 * y) % 5;
      x = y;
      y = next;
    }
  })();

  function rotl(v, n) {
    return n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & M64;
  }

  function keccakF(a) {
    for (var round = 0; round < 24; round += 1) {
      var c = [];
      for (var x = 0; x < 5; x += 1) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
      for (x = 0; x < 5; x += 1) {
        var d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
        for (var y = 0; y < 25; y += 5) a[x + y] ^= d;
      }
      var b = [];
      for (x = 0; x < 5; x += 1) {
        for (y = 0; y < 5; y += 1) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y], ROT[x + 5 * y]);
      }
      for (x = 0; x < 5; x += 1) {
        for (y = 0; y < 25; y += 5) a[x + y] = b[x + y] ^ (~b[((x + 1) % 5) + y] & M64 & b[((x + 2) % 5) + y]);
      }
      a[0] ^= ROUND[round];
    }
  }

  function sha3_256(bytes) {
    var rate = 136;
    var padded = new Uint8Array(Math.floor(bytes.length / rate + 1) * rate);
    padded.set(bytes);
    padded[bytes.length] ^= 0x06;
    padded[padded.length - 1] ^= 0x80;
    var state = new Array(25).fill(BigInt(0));
    for (var offset = 0; offset < padded.length; offset += rate) {
      for (var lane = 0; lane < rate / 8; lane += 1) {
        var v = BigInt(0);
        for (var k = 7; k >= 0; k -= 1) v = (v << BigInt(8)) | BigInt(padded[offset + lane * 8 + k]);
        state[lane] ^= v;
      }
      keccakF(state);
    }
    var out = new Uint8Array(32);
    for (var i = 0; i < 32; i += 1) out[i] = Number((state[i >> 3] >> BigInt(8 * (i & 7))) & BigInt(0xff));
    return out;
  }

  function hex(bytes) {
    return Array.from(bytes, function (n) {
      return n.toString(16).padStart(2, '0');
    }).join('');
  }

  var keyPromise;
  function account() {
    keyPromise =
      keyPromise ||
      loadKey().then(function (key) {
        return crypto.subtle.exportKey('raw', key.publicKey).then(function (raw) {
          var publicKey = new Uint8Array(raw);
          var input = new Uint8Array(33);
          input.set(publicKey);
          return { key: key, publicKey: '0x' + hex(publicKey), address: '0x' + hex(sha3_256(input)) };
        });
      });
    return keyPromise;
  }

  function loadKey() {
    var stored = localStorage.getItem(KEY_ITEM);
    if (stored) {
      var jwk = JSON.parse(stored);
      var publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
      return Promise.all([
        crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['sign']),
        crypto.subtle.importKey('jwk', publicJwk, { name: 'Ed25519' }, true, ['verify']),
      ]).then(function (keys) {
        return { privateKey: keys[0], publicKey: keys[1] };
      });
    }
    return crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']).then(function (pair) {
      return crypto.subtle.exportKey('jwk', pair.privateKey).then(function (jwk) {
        localStorage.setItem(KEY_ITEM, JSON.stringify(jwk));
        return pair;
      });
    });
  }

  function rejected() {
    return { code: 4001, name: 'Unauthorized', message: 'User rejected the request.' };
  }

  function notConnected() {
    return { code: 4100, name: 'Unauthorized', message: 'The requested method and/or account has not been authorized by the user.' };
  }

  function isConnectedNow() {
    return localStorage.getItem(CONNECTED_ITEM) === window.location.origin;
  }

  /** A small approval dialog, so a person sees what the page asks of the wallet. */
  function prompt(title, lines, approveLabel) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute(
        'style',
        'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
          'justify-content:center;background:rgba(0,0,0,.45);font:14px system-ui,sans-serif;',
      );
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', title);
      dialog.setAttribute(
        'style',
        'background:#fff;color:#111;border-radius:12px;padding:20px;width:340px;' + 'box-shadow:0 8px 30px rgba(0,0,0,.3);',
      );
      var heading = document.createElement('h2');
      heading.setAttribute('style', 'margin:0 0 10px;font-size:17px;');
      heading.textContent = title;
      dialog.appendChild(heading);
      lines.forEach(function (line) {
        var p = document.createElement('p');
        p.setAttribute('style', 'margin:0 0 8px;font-size:12px;color:#444;word-break:break-all;white-space:pre-wrap;');
        p.textContent = line;
        dialog.appendChild(p);
      });
      var actions = document.createElement('div');
      actions.setAttribute('style', 'display:flex;gap:8px;justify-content:flex-end;margin-top:12px;');
      [
        ['Reject', false],
        [approveLabel, true],
      ].forEach(function (choice) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice[0];
        button.setAttribute(
          'style',
          choice[1]
            ? 'padding:8px 14px;border:0;border-radius:8px;background:#00cbb0;color:#00242d;font-weight:600;cursor:pointer;'
            : 'padding:8px 14px;border:0;background:none;color:#555;cursor:pointer;',
        );
        button.addEventListener('click', function () {
          overlay.remove();
          resolve(choice[1]);
        });
        actions.appendChild(button);
      });
      dialog.appendChild(actions);
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
    });
  }

  var wallet = {
    isPetra: true,
    connect: function () {
      return account().then(function (current) {
        var info = { address: current.address, publicKey: current.publicKey };
        if (isConnectedNow()) return info;
        return prompt(
          'Petra sandbox: connect?',
          [window.location.origin + ' wants to see your account.', 'Account ' + current.address],
          'Approve',
        ).then(function (approved) {
          if (!approved) throw rejected();
          localStorage.setItem(CONNECTED_ITEM, window.location.origin);
          return info;
        });
      });
    },
    account: function () {
      if (!isConnectedNow()) return Promise.reject(notConnected());
      return account().then(function (current) {
        return { address: current.address, publicKey: current.publicKey };
      });
    },
    isConnected: function () {
      return Promise.resolve(isConnectedNow());
    },
    disconnect: function () {
      localStorage.removeItem(CONNECTED_ITEM);
      return Promise.resolve();
    },
    network: function () {
      return Promise.resolve(NETWORK.name);
    },
    getNetwork: function () {
      return Promise.resolve(Object.assign({}, NETWORK));
    },
    signMessage: function (payload) {
      if (!isConnectedNow()) return Promise.reject(notConnected());
      var request = payload || {};
      if (typeof request.message !== 'string' || request.nonce === undefined) {
        return Promise.reject({ code: 4000, name: 'InvalidParams', message: 'message and nonce are required.' });
      }
      return account().then(function (current) {
        var application = window.location.origin;
        var chainId = Number(NETWORK.chainId);
        var nonce = String(request.nonce);
        var lines = ['APTOS'];
        if (request.address) lines.push('address: ' + current.address);
        if (request.application) lines.push('application: ' + application);
        if (request.chainId) lines.push('chainId: ' + chainId);
        lines.push('message: ' + request.message, 'nonce: ' + nonce);
        var fullMessage = lines.join('\n');
        return prompt('Petra sandbox: sign message?', [window.location.origin + ' asks you to sign:', request.message], 'Sign')
          .then(function (approved) {
            if (!approved) throw rejected();
            return crypto.subtle.sign('Ed25519', current.key.privateKey, new TextEncoder().encode(fullMessage));
          })
          .then(function (signature) {
            return {
              address: current.address,
              application: application,
              chainId: chainId,
              fullMessage: fullMessage,
              message: request.message,
              nonce: nonce,
              prefix: 'APTOS',
              signature: hex(new Uint8Array(signature)),
            };
          });
      });
    },
  };

  window.aptos = wallet;
  window.petra = wallet;
})();
