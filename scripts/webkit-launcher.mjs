// A web-test-runner launcher for WebKit through WebKitGTK's WebDriver (WebKitWebDriver, Debian's
// `webkit2gtk-driver`), spoken to over plain HTTP: one WebDriver session, one window, navigated
// to each test file in turn (concurrency 1). Its type is 'webdriver', so the built-in sendKeys,
// sendMouse and resetMouse commands call the methods below (sendKeys, sendMouseMove, ...), which
// perform WebDriver actions. emulateMedia has no WebDriver equivalent and fails.
// WEBKIT_WEBDRIVER and WEBKIT_BROWSER override the driver's and the browser's paths.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';

const defaultDriver = '/usr/bin/WebKitWebDriver';
const defaultBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebDriver's codes for the keys the tests press, by their Playwright names. */
const keyCodes = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  ' ': '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** WebDriver's button numbers. */
const buttons = {left: 0, middle: 1, right: 2};

/**
 * WebDriver key actions for a key or chord in Playwright's syntax ("Shift+Tab", "a", "+"): the
 * modifiers pressed in order, the key pressed and released, the modifiers released.
 * @param {string} chord
 * @returns {{type: string, value: string}[]}
 */
export function keyActions(chord) {
  const names = chord.length > 1 ? chord.split(/\+(?=.)/) : [chord];
  const codes = names.map((name) => {
    const code = keyCodes[name] ?? (name.length === 1 ? name : undefined);
    if (code === undefined)
      throw new Error(`WebKit launcher: unknown key "${name}" in "${chord}".`);
    return code;
  });
  return [
    ...codes.map((value) => ({type: 'keyDown', value})),
    ...codes.reverse().map((value) => ({type: 'keyUp', value})),
  ];
}

/** @returns {Promise<number>} a TCP port free on this machine at the time of asking. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @implements {import('@web/test-runner-core').BrowserLauncher} */
export class WebKitLauncher {
  name = 'WebKit';
  type = 'webdriver';
  concurrency = 1;

  /** @type {import('node:child_process').ChildProcess | undefined} */
  driver;
  /** @type {string | undefined} WebDriver's address, http://127.0.0.1:port */
  driverUrl;
  /** @type {Promise<string> | undefined} the WebDriver session's id */
  webdriverSession;
  /** @type {string | undefined} the test session the window runs */
  activeSessionId;
  /** @type {string | undefined} the window that runs the tests */
  mainWindow;

  constructor({
    driverPath = process.env.WEBKIT_WEBDRIVER ?? defaultDriver,
    browserPath = process.env.WEBKIT_BROWSER ?? defaultBrowser,
  } = {}) {
    this.driverPath = driverPath;
    this.browserPath = browserPath;
  }

  async initialize() {
    for (const [path, what] of [
      [this.driverPath, 'WebKitWebDriver (WEBKIT_WEBDRIVER)'],
      [this.browserPath, 'MiniBrowser (WEBKIT_BROWSER)'],
    ]) {
      if (!existsSync(path)) {
        throw new Error(
          `WebKit launcher: no ${what} at ${path}. Install WebKitGTK's driver and browser ` +
            '(Debian, Ubuntu: `sudo apt-get install webkit2gtk-driver xvfb`) or set ' +
            'WEBKIT_WEBDRIVER and WEBKIT_BROWSER.',
        );
      }
    }
  }

  /** Starts the driver (under xvfb-run when there is no display) and a WebDriver session. */
  async start() {
    const port = await freePort();
    const command = [this.driverPath, `--port=${port}`];
    if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
      command.unshift('xvfb-run', '-a', '-s', '-screen 0 1280x1024x24');
    }
    // Its own process group, so that stop() ends xvfb-run, Xvfb, the driver and the browser. The
    // browser takes its language from the environment: in a C or POSIX locale (containers, CI)
    // navigator.language is 'C', no language tag, and Intl's default en-US-u-va-posix (1234.5,
    // no grouping). en-US, as in the Chromium and Firefox runs; WebKit needs no installed locale.
    const env = {...process.env, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8'};
    const driver = spawn(command[0], command.slice(1), {detached: true, stdio: 'ignore', env});
    this.driver = driver;
    process.once('exit', () => this.killDriver());
    const exited = new Promise((_, reject) => {
      driver.once('error', reject);
      driver.once('exit', (code) => reject(new Error(`exited with code ${code}`)));
    });
    this.driverUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await Promise.race([
        fetch(`${this.driverUrl}/status`).then(
          (response) => response.ok,
          () => false,
        ),
        exited,
      ]).catch((error) => {
        throw new Error(`WebKit launcher: ${command.join(' ')} failed: ${error.message}`);
      });
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`WebKit launcher: ${command[0]} did not start.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const {sessionId} = await this.command('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {binary: this.browserPath, args: ['--automation']},
        },
      },
    });
    this.mainWindow = await this.command('GET', `/session/${sessionId}/window`);
    // A viewport of 800 × 600, as Playwright's: the window's size less its frame.
    const size = {width: 800, height: 600};
    await this.command('POST', `/session/${sessionId}/window/rect`, size);
    const inner = await this.command('POST', `/session/${sessionId}/execute/sync`, {
      script: 'return [window.innerWidth, window.innerHeight]',
      args: [],
    });
    await this.command('POST', `/session/${sessionId}/window/rect`, {
      width: 2 * size.width - inner[0],
      height: 2 * size.height - inner[1],
    });
    return sessionId;
  }

  /**
   * Sends a WebDriver command; returns its value, throws its error.
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  async command(method, path, body) {
    const response = await fetch(`${this.driverUrl}${path}`, {
      method,
      headers: {'content-type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const {value} = await response.json();
    if (!response.ok) {
      throw new Error(`WebKit WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
    }
    return value;
  }

  /** @returns {Promise<string>} the path of the WebDriver session, started on first use. */
  async session() {
    this.webdriverSession ??= this.start();
    return `/session/${await this.webdriverSession}`;
  }

  async startSession(sessionId, url) {
    const session = await this.session();
    this.activeSessionId = sessionId;
    await this.command('POST', `${session}/url`, {url});
  }

  startDebugSession() {
    throw new Error('The WebKit launcher has no debug session: run WebKit by hand (MiniBrowser).');
  }

  isActive(sessionId) {
    return this.activeSessionId === sessionId;
  }

  async getBrowserUrl() {
    return this.command('GET', `${await this.session()}/url`).catch(() => undefined);
  }

  /**
   * Leaves the window blank for the next file: keys and buttons released, windows the tests
   * opened closed, storage and cookies cleared.
   */
  async stopSession(sessionId) {
    if (this.activeSessionId !== sessionId) return {};
    this.activeSessionId = undefined;
    const session = await this.session();
    await this.command('DELETE', `${session}/actions`);
    for (const handle of await this.command('GET', `${session}/window/handles`)) {
      if (handle === this.mainWindow) continue;
      await this.command('POST', `${session}/window`, {handle});
      await this.command('DELETE', `${session}/window`);
    }
    await this.command('POST', `${session}/window`, {handle: this.mainWindow});
    await this.command('POST', `${session}/execute/sync`, {
      script: 'localStorage.clear(); sessionStorage.clear();',
      args: [],
    });
    await this.command('DELETE', `${session}/cookie`);
    await this.command('POST', `${session}/url`, {url: 'about:blank'});
    return {};
  }

  async stop() {
    if (this.webdriverSession) {
      const session = await this.session().catch(() => undefined);
      if (session) await this.command('DELETE', session).catch(() => undefined);
    }
    this.killDriver();
  }

  killDriver() {
    if (this.driver?.exitCode === null && this.driver.pid) {
      try {
        process.kill(-this.driver.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }

  /**
   * Performs WebDriver actions from one input source.
   * @param {object} source the source's `type`, `id` and `parameters`
   * @param {object[]} actions
   */
  async perform(source, actions) {
    await this.command('POST', `${await this.session()}/actions`, {
      actions: [{...source, actions}],
    });
  }

  /**
   * Called by sendKeys: `keys` are characters to type, or one key or chord to press, in
   * Playwright's syntax.
   * @param {string} _sessionId
   * @param {string[]} keys
   */
  async sendKeys(_sessionId, keys) {
    await this.perform({type: 'key', id: 'keyboard'}, keys.flatMap(keyActions));
  }

  /** @param {object[]} actions pointer actions, of the mouse */
  async mouse(actions) {
    await this.perform({type: 'pointer', id: 'mouse', parameters: {pointerType: 'mouse'}}, actions);
  }

  async sendMouseMove(_sessionId, x, y) {
    await this.mouse([{type: 'pointerMove', origin: 'viewport', x, y, duration: 0}]);
  }

  async sendMouseClick(_sessionId, x, y, button = 'left') {
    await this.mouse([
      {type: 'pointerMove', origin: 'viewport', x, y, duration: 0},
      {type: 'pointerDown', button: buttons[button]},
      {type: 'pointerUp', button: buttons[button]},
    ]);
  }

  async sendMouseDown(_sessionId, button = 'left') {
    await this.mouse([{type: 'pointerDown', button: buttons[button]}]);
  }

  async sendMouseUp(_sessionId, button = 'left') {
    await this.mouse([{type: 'pointerUp', button: buttons[button]}]);
  }

  /** Releases the buttons and moves the mouse to the top left corner. */
  async resetMouse() {
    await this.command('DELETE', `${await this.session()}/actions`);
    await this.sendMouseMove(undefined, 0, 0);
  }
}

/**
 * @param {ConstructorParameters<typeof WebKitLauncher>[0]} [options]
 * @returns {WebKitLauncher}
 */
export function webkitLauncher(options) {
  return new WebKitLauncher(options);
}
