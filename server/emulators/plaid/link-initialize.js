/*
 * Ledgerline's local Plaid emulator: the Link widget.
 *
 * Served at GET /plaid/link/link-initialize.js. Defines `window.Plaid.create(config)` with Plaid's
 * interface ({ token, onSuccess, onExit, onEvent, onLoad } -> { open, exit, destroy, submit }) and
 * draws its own accessible modal with plain DOM and inline styles. The Link session runs against
 * the emulator's /plaid/link/session/* endpoints. Plain browser JavaScript, no build step.
 */
/* global window, document, fetch, console, URL */
(() => {
  'use strict';

  if (window.Plaid && window.Plaid.__ledgerlineEmulator) return;

  // Replaced by the emulator when it serves this file.
  const CONFIG = /*__PLAID_EMULATOR_CONFIG__*/ { origin: '' };

  const CDN_SRC = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
  const SCRIPT_PATH = '/plaid/link/link-initialize.js';
  const CREDENTIALS_HINT = 'Sandbox: user_good / pass_good, or user_mfa for a code';
  const MFA_HINT = 'Sandbox: the code is 1234';
  const CREDENTIALS_MESSAGE = 'The credentials you provided were incorrect. Please try again.';

  /** The emulator's origin: where this script came from, else the origin it was served with. */
  const ORIGIN = (() => {
    const current = document.currentScript;
    if (current && current.src) {
      try {
        const src = new URL(current.src, window.location.href);
        if (src.pathname === SCRIPT_PATH) return src.origin;
      } catch {
        // fall back to the configured origin
      }
    }
    return CONFIG.origin || window.location.origin;
  })();
  const SESSION_API = `${ORIGIN}/plaid/link/session/`;

  const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
  const STYLE = {
    overlay: {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483646',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      boxSizing: 'border-box',
      background: 'rgba(17, 17, 17, 0.55)',
      pointerEvents: 'auto',
      fontFamily: FONT,
    },
    dialog: {
      position: 'relative',
      width: '100%',
      maxWidth: '420px',
      maxHeight: 'calc(100vh - 32px)',
      overflowY: 'auto',
      boxSizing: 'border-box',
      padding: '24px',
      background: '#ffffff',
      color: '#111111',
      borderRadius: '16px',
      boxShadow: '0 12px 48px rgba(0, 0, 0, 0.28)',
      fontFamily: FONT,
      fontSize: '16px',
      lineHeight: '1.45',
      textAlign: 'left',
    },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '12px', marginBottom: '16px' },
    label: { margin: '4px 0 0', fontSize: '13px', fontWeight: '600', color: '#555555' },
    close: {
      flex: '0 0 32px',
      width: '32px',
      height: '32px',
      padding: '0',
      border: 'none',
      borderRadius: '8px',
      background: 'transparent',
      color: '#333333',
      fontSize: '22px',
      lineHeight: '32px',
      cursor: 'pointer',
      fontFamily: FONT,
    },
    heading: { margin: '0 0 8px', fontSize: '22px', fontWeight: '700', lineHeight: '1.25', color: '#111111', outline: 'none' },
    text: { margin: '0 0 16px', fontSize: '15px', color: '#444444' },
    hint: { margin: '0 0 12px', padding: '8px 12px', borderRadius: '8px', background: '#f3f4f6', color: '#333333', fontSize: '13px' },
    alert: { margin: '0 0 12px', padding: '10px 12px', borderRadius: '8px', border: '1px solid #f5c2bd', background: '#fdecea', color: '#8a1c13', fontSize: '14px' },
    field: { display: 'block', marginBottom: '12px' },
    fieldLabel: { display: 'block', marginBottom: '4px', fontSize: '14px', fontWeight: '600', color: '#111111' },
    input: {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      padding: '10px 12px',
      border: '1px solid #bdbdbd',
      borderRadius: '8px',
      background: '#ffffff',
      color: '#111111',
      fontSize: '16px',
      fontFamily: FONT,
    },
    primary: {
      display: 'block',
      width: '100%',
      marginTop: '8px',
      padding: '12px 16px',
      border: 'none',
      borderRadius: '8px',
      background: '#111111',
      color: '#ffffff',
      fontSize: '16px',
      fontWeight: '600',
      cursor: 'pointer',
      fontFamily: FONT,
    },
    secondary: {
      display: 'block',
      width: '100%',
      marginTop: '8px',
      padding: '11px 16px',
      border: '1px solid #bdbdbd',
      borderRadius: '8px',
      background: '#ffffff',
      color: '#111111',
      fontSize: '16px',
      fontWeight: '600',
      cursor: 'pointer',
      fontFamily: FONT,
    },
    list: { listStyle: 'none', margin: '12px 0 0', padding: '0', display: 'grid', gap: '8px' },
    institution: {
      display: 'flex',
      alignItems: 'center',
      gap: '12px',
      width: '100%',
      padding: '12px',
      border: '1px solid #e0e0e0',
      borderRadius: '10px',
      background: '#ffffff',
      color: '#111111',
      fontSize: '16px',
      fontWeight: '600',
      textAlign: 'left',
      cursor: 'pointer',
      fontFamily: FONT,
    },
    dot: { flex: '0 0 28px', width: '28px', height: '28px', borderRadius: '50%' },
    status: { margin: '8px 0 0', fontSize: '14px', color: '#555555' },
    fieldset: { margin: '0', padding: '0', border: 'none', minWidth: '0' },
    legend: { padding: '0', marginBottom: '8px', fontSize: '14px', fontWeight: '600', color: '#111111' },
    accountRow: { display: 'flex', alignItems: 'flex-start', gap: '12px', padding: '12px', border: '1px solid #e0e0e0', borderRadius: '10px' },
    checkbox: { flex: '0 0 20px', width: '20px', height: '20px', margin: '2px 0 0', accentColor: '#111111', cursor: 'pointer' },
    accountName: { display: 'block', fontWeight: '600', cursor: 'pointer' },
    accountDetail: { display: 'block', fontSize: '13px', color: '#555555' },
    footer: { margin: '20px 0 0', fontSize: '12px', color: '#777777', textAlign: 'center' },
  };

  let instances = 0;

  /** Tells react-plaid-link that Plaid's CDN script is loaded (it skips loading when one exists). */
  function markCdnScriptLoaded() {
    if (document.querySelector(`script[src="${CDN_SRC}"]`)) return;
    const placeholder = document.createElement('script');
    placeholder.type = 'text/plain';
    placeholder.src = CDN_SRC;
    placeholder.setAttribute('data-plaid-emulator', 'placeholder');
    (document.head || document.documentElement).appendChild(placeholder);
  }

  /** Creates an element; props: attributes, `style` (object), `on<event>` listeners. Children: nodes or text. */
  function h(tag, props, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'style') Object.assign(node.style, value);
      else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2).toLowerCase(), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of [].concat(children === undefined ? [] : children)) {
      if (child !== null && child !== undefined && child !== false) node.append(child);
    }
    return node;
  }

  function unreachable() {
    return {
      error_type: 'API_ERROR',
      error_code: 'INTERNAL_SERVER_ERROR',
      error_message: `could not reach the Plaid emulator at ${ORIGIN}`,
      display_message: 'Something went wrong. Please try again later.',
      request_id: '',
    };
  }

  /**
   * POSTs to a Link session endpoint; rejects with Plaid's error object (sent as 200 `{ error }`).
   * text/plain avoids a CORS preflight.
   */
  async function post(step, body) {
    let response;
    try {
      response = await fetch(SESSION_API + step, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw unreachable();
    }
    let data;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    if (!response.ok || !data) throw unreachable();
    if (data.error) throw data.error;
    return data;
  }

  /** The error as Link hands it to onExit. */
  function linkError(error) {
    return {
      error_type: error.error_type,
      error_code: error.error_code,
      error_message: error.error_message,
      display_message: error.display_message === undefined ? null : error.display_message,
    };
  }

  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const SUBTYPE_LABELS = {
    checking: 'Checking',
    savings: 'Savings',
    'credit card': 'Credit card',
    mortgage: 'Mortgage',
    auto: 'Auto loan',
    student: 'Student loan',
  };

  function create(config) {
    const options = config || {};
    instances += 1;
    const uid = `plaid-emulator-${instances}`;
    const s = {
      loaded: false,
      destroyed: false,
      isOpen: false,
      openRequested: false,
      openedBefore: false,
      info: null,
      loadError: null,
      session: null,
      requestId: '',
      linkSessionId: '',
      view: null,
      institution: null,
      lastError: null,
      search: '',
      username: '',
      formError: null,
      choices: [],
      selectionEnabled: true,
      success: null,
      busy: false,
    };
    let overlay = null;
    let dialog = null;
    let content = null;
    let previousFocus = null;
    let previousOverflow = '';

    function call(name, ...args) {
      const callback = options[name];
      if (typeof callback !== 'function') return;
      try {
        callback(...args);
      } catch (error) {
        console.error(`Plaid emulator: ${name} threw`, error);
      }
    }

    function emit(eventName, extra) {
      const institution = s.institution;
      const metadata = {
        account_number_mask: null,
        error_type: null,
        error_code: null,
        error_message: null,
        exit_status: null,
        institution_id: institution ? institution.institution_id : null,
        institution_name: institution ? institution.name : null,
        institution_search_query: null,
        is_update_mode: s.info && s.info.mode === 'update' ? 'yes' : 'no',
        match_reason: null,
        mfa_type: null,
        routing_number: null,
        view_name: s.view,
        selection: null,
        timestamp: new Date().toISOString(),
        link_session_id: s.linkSessionId,
        request_id: s.requestId,
        ...extra,
      };
      call('onEvent', eventName, metadata);
    }

    function errorFields(error) {
      return { error_type: error.error_type, error_code: error.error_code, error_message: error.error_message };
    }

    /** Starts a Link session on the emulator (once per create, and again when reopened). */
    function startSession() {
      const token = options.token;
      const started = typeof token === 'string' && token
        ? post('start', { link_token: token })
        : Promise.reject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_LINK_TOKEN', error_message: 'invalid link_token provided', display_message: null, request_id: '' });
      s.session = started.then((info) => {
        s.info = info;
        s.linkSessionId = info.link_session_id;
        s.requestId = info.request_id || s.requestId;
        return info;
      });
      return s.session;
    }

    startSession()
      .catch((error) => {
        s.loadError = error;
        s.requestId = error.request_id || s.requestId;
      })
      .then(() => {
        s.loaded = true;
        if (s.destroyed) return;
        call('onLoad');
        if (s.openRequested) {
          s.openRequested = false;
          open();
        }
      });

    // ---- the modal

    function focusables() {
      return [...dialog.querySelectorAll('button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])')].filter(
        (node) => !node.disabled && node.getAttribute('aria-hidden') !== 'true',
      );
    }

    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        requestExit();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    function mount() {
      previousFocus = document.activeElement;
      const labelId = `${uid}-label`;
      const clientName = (s.info && s.info.client_name) || 'This app';
      content = h('div', { 'data-plaid-emulator-step': '' });
      dialog = h(
        'div',
        { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': labelId, tabindex: '-1', style: STYLE.dialog },
        [
          h('div', { style: STYLE.header }, [
            h('p', { id: labelId, style: STYLE.label }, `${clientName} uses Plaid (emulated) to link your bank`),
            h('button', { type: 'button', 'aria-label': 'Close', style: STYLE.close, onclick: () => requestExit() }, '\u00d7'),
          ]),
          content,
          h('p', { style: STYLE.footer }, 'Local Plaid emulator: no real bank is contacted.'),
        ],
      );
      overlay = h('div', { 'data-plaid-emulator': 'link', style: STYLE.overlay, onkeydown: onKeydown }, dialog);
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      document.body.appendChild(overlay);
    }

    function unmount() {
      s.isOpen = false;
      if (overlay) overlay.remove();
      overlay = null;
      dialog = null;
      content = null;
      document.body.style.overflow = previousOverflow;
      if (previousFocus && typeof previousFocus.focus === 'function' && document.contains(previousFocus)) previousFocus.focus();
      previousFocus = null;
    }

    function go(view) {
      s.view = view;
      render();
      emit('TRANSITION_VIEW', { view_name: view });
    }

    function render() {
      if (!content) return;
      const built = VIEWS[s.view]();
      content.replaceChildren(...built.nodes);
      if (built.focus) built.focus.focus();
    }

    function heading(text) {
      return h('h2', { id: `${uid}-heading`, tabindex: '-1', style: STYLE.heading }, text);
    }

    function alertBox() {
      return s.formError ? h('div', { role: 'alert', style: STYLE.alert }, s.formError) : null;
    }

    function field(label, id, attributes) {
      const input = h('input', { id, style: STYLE.input, ...attributes });
      return { node: h('div', { style: STYLE.field }, [h('label', { for: id, style: STYLE.fieldLabel }, label), input]), input };
    }

    function clientName() {
      return (s.info && s.info.client_name) || 'this app';
    }

    function setBusy(form, busy) {
      s.busy = busy;
      if (!form) return;
      form.setAttribute('aria-busy', busy ? 'true' : 'false');
      for (const button of form.querySelectorAll('button')) button.disabled = busy;
    }

    const VIEWS = {
      SELECT_INSTITUTION() {
        const search = field('Search institutions', `${uid}-search`, { type: 'search', autocomplete: 'off', spellcheck: 'false' });
        search.input.value = s.search;
        const list = h('ul', { 'aria-label': 'Institutions', style: STYLE.list });
        const status = h('p', { role: 'status', style: STYLE.status });
        const fill = () => {
          const query = s.search.trim().toLowerCase();
          const matches = s.info.institutions.filter((i) => i.name.toLowerCase().includes(query));
          list.replaceChildren(
            ...matches.map((institution) =>
              h('li', {}, h('button', { type: 'button', style: STYLE.institution, onclick: () => selectInstitution(institution) }, [
                h('span', { 'aria-hidden': 'true', style: { ...STYLE.dot, background: institution.primary_color } }),
                institution.name,
              ])),
            ),
          );
          status.textContent = matches.length === 0 ? `No institutions match "${s.search.trim()}".` : '';
        };
        search.input.addEventListener('input', () => {
          s.search = search.input.value;
          fill();
          emit('SEARCH_INSTITUTION', { institution_search_query: s.search });
        });
        fill();
        return {
          nodes: [heading('Select your institution'), h('p', { style: STYLE.text }, 'Find your bank to connect your accounts.'), search.node, status, list],
          focus: search.input,
        };
      },

      CREDENTIAL() {
        const name = s.institution.name;
        const update = s.info.mode === 'update';
        const username = field('Username', `${uid}-username`, { type: 'text', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false' });
        const password = field('Password', `${uid}-password`, { type: 'password', autocomplete: 'off' });
        username.input.value = s.username;
        const form = h('form', { novalidate: true }, [
          alertBox(),
          h('p', { style: STYLE.hint }, CREDENTIALS_HINT),
          username.node,
          password.node,
          h('button', { type: 'submit', style: STYLE.primary }, 'Submit'),
          update ? null : h('button', { type: 'button', style: STYLE.secondary, onclick: () => { s.formError = null; go('SELECT_INSTITUTION'); } }, 'Back'),
        ]);
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          submitCredentials(form, username.input.value, password.input.value);
        });
        return {
          nodes: [
            heading(`Log in to ${name}`),
            h('p', { style: STYLE.text }, update ? `Log in again to keep your accounts at ${name} connected to ${clientName()}.` : `Enter your online banking credentials for ${name}.`),
            form,
          ],
          focus: s.formError && s.username ? password.input : username.input,
        };
      },

      MFA() {
        const code = field('Code', `${uid}-code`, { type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code' });
        const form = h('form', { novalidate: true }, [
          alertBox(),
          h('p', { style: STYLE.hint }, MFA_HINT),
          code.node,
          h('button', { type: 'submit', style: STYLE.primary }, 'Submit'),
        ]);
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          submitMfa(form, code.input.value);
        });
        return {
          nodes: [heading('Enter your code'), h('p', { style: STYLE.text }, `${s.institution.name} sent a verification code to your device.`), form],
          focus: code.input,
        };
      },

      SELECT_ACCOUNT() {
        const name = s.institution.name;
        const update = s.info.mode === 'update';
        const intro = !update
          ? `${clientName()} will be able to see the accounts you select at ${name}.`
          : s.selectionEnabled
            ? `Choose the accounts at ${name} to share with ${clientName()}. Accounts not shared yet are marked New.`
            : `These accounts at ${name} stay connected to ${clientName()}.`;
        const continueButton = h('button', { type: 'submit', style: STYLE.primary }, 'Continue');
        const refresh = () => {
          continueButton.disabled = !s.choices.some((c) => c.selected);
        };
        const rows = s.choices.map((account, index) => {
          const id = `${uid}-account-${index}`;
          const detailId = `${id}-detail`;
          const box = h('input', {
            id,
            type: 'checkbox',
            'aria-describedby': detailId,
            disabled: !s.selectionEnabled,
            style: STYLE.checkbox,
          });
          box.checked = account.selected;
          box.addEventListener('change', () => {
            account.selected = box.checked;
            refresh();
          });
          const detail = `${SUBTYPE_LABELS[account.subtype] || account.subtype} \u2022\u2022\u2022\u2022 ${account.mask} \u00b7 ${money.format(account.balance)}${account.new ? ' \u00b7 New' : ''}`;
          return h('li', { style: STYLE.accountRow }, [
            box,
            h('div', {}, [h('label', { for: id, style: STYLE.accountName }, account.name), h('span', { id: detailId, style: STYLE.accountDetail }, detail)]),
          ]);
        });
        const form = h('form', { novalidate: true }, [
          alertBox(),
          h('fieldset', { style: STYLE.fieldset }, [h('legend', { style: STYLE.legend }, `Accounts at ${name}`), h('ul', { style: { ...STYLE.list, marginTop: '0' } }, rows)]),
          continueButton,
        ]);
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          if (!continueButton.disabled) submitAccounts(form);
        });
        refresh();
        const firstBox = form.querySelector('input[type="checkbox"]:not([disabled])');
        return { nodes: [heading('Select accounts'), h('p', { style: STYLE.text }, intro), form], focus: firstBox || continueButton };
      },

      CONNECTED() {
        const name = s.institution.name;
        const update = s.info.mode === 'update';
        const accounts = s.success.metadata.accounts;
        const continueButton = h('button', { type: 'button', style: STYLE.primary, onclick: () => finishSuccess() }, 'Continue');
        return {
          nodes: [
            heading('Success'),
            h('p', { style: STYLE.text }, update ? `Your accounts at ${name} are up to date with ${clientName()}.` : `Your ${accounts.length === 1 ? 'account' : 'accounts'} at ${name} ${accounts.length === 1 ? 'is' : 'are'} now linked to ${clientName()}.`),
            h('ul', { 'aria-label': 'Linked accounts', style: { ...STYLE.list, marginBottom: '8px' } }, accounts.map((a) => h('li', { style: STYLE.accountDetail }, `${a.name} \u2022\u2022\u2022\u2022 ${a.mask}`))),
            continueButton,
          ],
          focus: continueButton,
        };
      },
    };

    // ---- steps

    function selectInstitution(institution) {
      s.institution = { institution_id: institution.institution_id, name: institution.name };
      s.formError = null;
      s.username = '';
      emit('SELECT_INSTITUTION', {});
      go('CREDENTIAL');
    }

    function afterStep(result) {
      s.requestId = result.request_id || s.requestId;
      s.formError = null;
      if (result.status === 'mfa_required') {
        go('MFA');
        return;
      }
      s.choices = result.accounts.map((a) => ({ ...a }));
      s.selectionEnabled = result.selection_enabled;
      go('SELECT_ACCOUNT');
    }

    /** A recoverable error (wrong password or code): shown in the widget, reported as an ERROR event. */
    function recoverable(error, message) {
      s.lastError = error;
      s.requestId = error.request_id || s.requestId;
      s.formError = message;
      emit('ERROR', errorFields(error));
      render();
    }

    async function step(form, name, body) {
      if (s.busy) return null;
      setBusy(form, true);
      try {
        const info = await s.session;
        return await post(name, { link_token: options.token, link_session_id: info.link_session_id, ...body });
      } finally {
        setBusy(form, false);
      }
    }

    function submitCredentials(form, username, password) {
      if (s.busy) return;
      s.username = username;
      emit('SUBMIT_CREDENTIALS', {});
      step(form, 'credentials', { institution_id: s.institution.institution_id, username, password }).then(
        (result) => result && s.isOpen && afterStep(result),
        (error) => {
          if (!s.isOpen) return;
          if (error.error_code === 'INVALID_CREDENTIALS') recoverable(error, CREDENTIALS_MESSAGE);
          else fatal(error);
        },
      );
    }

    function submitMfa(form, code) {
      if (s.busy) return;
      emit('SUBMIT_MFA', { mfa_type: 'code' });
      step(form, 'mfa', { code }).then(
        (result) => result && s.isOpen && afterStep(result),
        (error) => {
          if (!s.isOpen) return;
          if (error.error_code === 'INVALID_MFA') recoverable(error, error.display_message || 'The code you entered is incorrect. Please try again.');
          else fatal(error);
        },
      );
    }

    function submitAccounts(form) {
      if (s.busy) return;
      const accountIds = s.choices.filter((c) => c.selected).map((c) => c.id);
      step(form, 'complete', { account_ids: accountIds }).then(
        (result) => {
          if (!result || !s.isOpen) return;
          s.requestId = result.request_id || s.requestId;
          s.success = result;
          s.lastError = null;
          go('CONNECTED');
        },
        (error) => {
          if (s.isOpen) fatal(error);
        },
      );
    }

    function exitStatus() {
      switch (s.view) {
        case 'SELECT_INSTITUTION':
          return s.search.trim() ? 'institution_not_found' : null;
        case 'CREDENTIAL':
          return 'requires_credentials';
        case 'MFA':
          return 'requires_code';
        case 'SELECT_ACCOUNT':
          return 'requires_account_selection';
        default:
          return null;
      }
    }

    function exitWith(error) {
      const status = exitStatus();
      if (s.isOpen) unmount();
      emit('EXIT', { exit_status: status, ...(error ? errorFields(error) : {}) });
      call(
        'onExit',
        error ? linkError(error) : null,
        { institution: s.institution ? { ...s.institution } : null, status, link_session_id: s.linkSessionId, request_id: s.requestId },
      );
    }

    /** An error the session cannot recover from (expired link token, emulator unreachable): Link exits with it. */
    function fatal(error) {
      s.lastError = error;
      s.requestId = error.request_id || s.requestId;
      emit('ERROR', errorFields(error));
      exitWith(error);
    }

    function finishSuccess() {
      const { public_token: publicToken, metadata } = s.success;
      unmount();
      emit('HANDOFF', {});
      call('onSuccess', publicToken, { ...metadata, accounts: metadata.accounts.map((a) => ({ ...a })) });
    }

    function requestExit() {
      if (!s.isOpen) return;
      if (s.view === 'CONNECTED' && s.success) finishSuccess();
      else exitWith(s.lastError);
    }

    // ---- the handler

    function open() {
      if (s.destroyed || s.isOpen) return;
      if (!s.loaded) {
        s.openRequested = true;
        return;
      }
      s.view = null;
      s.institution = null;
      s.lastError = null;
      s.search = '';
      s.username = '';
      s.formError = null;
      s.choices = [];
      s.success = null;
      s.busy = false;
      if (s.loadError) {
        emit('OPEN', {});
        fatal(s.loadError);
        return;
      }
      if (s.openedBefore) {
        // A fresh server-side session for each opening; steps wait for it.
        startSession().catch((error) => {
          if (s.isOpen) fatal(error);
        });
      }
      s.openedBefore = true;
      s.isOpen = true;
      mount();
      emit('OPEN', {});
      if (s.info.mode === 'update' && s.info.institution) {
        s.institution = { ...s.info.institution };
        go('CREDENTIAL');
      } else {
        go('SELECT_INSTITUTION');
      }
    }

    function exit() {
      s.openRequested = false;
      requestExit();
    }

    function destroy() {
      s.destroyed = true;
      s.openRequested = false;
      if (s.isOpen) unmount();
    }

    function submit() {
      // Layer's phone / date-of-birth submission: not part of the emulator.
    }

    return { open, exit, destroy, submit };
  }

  window.Plaid = {
    create,
    createEmbedded() {
      console.warn('Plaid emulator: embedded Link is not emulated; use Plaid.create');
      return { destroy() {} };
    },
    version: 'ledgerline-emulator',
    __ledgerlineEmulator: true,
  };
  markCdnScriptLoaded();
})();
