// The drop-in bundle over plain static HTTP (demo/drop-in.html), and the README's browser code
// blocks run for real: pages with the bundle, modules through a bundler, the CSS, the agent.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {build} from 'esbuild';
import type {Browser, Page} from 'playwright-core';
import {buildBundle} from '../../scripts/build-bundle.mjs';
import {docBlocks} from '../node/docs-blocks.js';
import {importsFromSource, readmeBlocks} from '../node/readme-blocks.js';
import {launchBrowser, root, serveFiles} from './gallery-harness.js';
import {basicElementTags} from '../element-tags.js';

const basicTags = ['a2ui-surface', ...basicElementTags];

let browser: Browser;
let bundle: Buffer;
let agentBundle: Buffer;
let v08Bundle: Buffer;
let v10Bundle: Buffer;
const blocks = readmeBlocks();

before(async () => {
  const built = await buildBundle();
  bundle = readFileSync(built.file);
  agentBundle = readFileSync(built.agent.file);
  v08Bundle = readFileSync(built.v08.file);
  v10Bundle = readFileSync(built.v10.file);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/**
 * Opens `html` served with the bundle (and the agent file) beside it; collects page errors and
 * a2uierror events.
 */
async function openPage(
  files: Record<string, string | Buffer>,
): Promise<{page: Page; errors: string[]; logs: string[]; close: () => Promise<void>}> {
  const {url, server} = await serveFiles({
    'a2ui-elements.js': bundle,
    'a2ui-agent.js': agentBundle,
    ...files,
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  const logs: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    else logs.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('a2uierror', (event) =>
      console.error('a2uierror ' + JSON.stringify((event as CustomEvent).detail)),
    );
  });
  await page.goto(url + 'index.html');
  return {
    page,
    errors,
    logs,
    close: async () => {
      await page.close();
      server.close();
    },
  };
}

/** Every <a2ui-surface> on the page has rendered its root component. */
async function surfacesRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const surfaces = [...document.querySelectorAll('a2ui-surface')];
    return (
      surfaces.length > 0 &&
      surfaces.every((s) => s.shadowRoot?.querySelector('[data-a2ui-id="root"]'))
    );
  });
}

test('demo/drop-in.html renders over plain static HTTP with only the bundle beside it', async () => {
  const html = readFileSync(join(root, 'demo', 'drop-in.html'), 'utf8');
  const {page, errors, close} = await openPage({'index.html': html});
  try {
    await page.locator('a2ui-surface').getByText('Hello from a2ui-elements').waitFor();
    // The surface is in the HTML before the bundle defines it: it still gets the design tokens,
    // although the bundle registers them after defining <a2ui-surface>.
    const token = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--a2ui-color-primary').trim(),
    );
    assert.equal(token, '#1a62d6');
    const background = await page
      .locator('a2ui-surface [data-a2ui-id="greet"] button')
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    assert.notEqual(background, 'rgba(0, 0, 0, 0)', 'the button has its primary background');
    const actions: unknown[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('action')) actions.push(message.text());
    });
    await page.locator('a2ui-surface [data-a2ui-id="greet"]').click();
    await page.waitForTimeout(100);
    assert.equal(actions.length, 1, 'the button click reached the page as a2uiaction');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('docs/v0_8.md: a page with the drop-in and dist/a2ui-v0_8.js renders a v0.8 agent', async () => {
  const page08 = docBlocks(join(root, 'docs', 'v0_8.md')).find((b) => b.target === 'drop-in-page');
  const {page, errors, close} = await openPage({
    'index.html': page08!.code,
    'a2ui-v0_8.js': v08Bundle,
  });
  try {
    await page.locator('a2ui-surface').getByText('Saved.').waitFor();
    const sent = page.waitForEvent('console', (message) => message.text().includes('userAction'));
    await page.locator('a2ui-surface').getByRole('button', {name: 'OK'}).click();
    const {userAction} = JSON.parse((await sent).text());
    assert.equal(userAction.name, 'acknowledge');
    assert.equal(userAction.surfaceId, 'note');
    assert.equal(userAction.sourceComponentId, 'ok');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('docs/v1_0.md: a page with the drop-in and dist/a2ui-v1_0.js answers the agent and sends actions', async () => {
  const docsPage = docBlocks(join(root, 'docs', 'v1_0.md')).find(
    (b) => b.target === 'drop-in-page',
  );
  const {page, errors, logs, close} = await openPage({
    'index.html': docsPage!.code,
    'a2ui-v1_0.js': v10Bundle,
  });
  try {
    const ask = page.locator('a2ui-surface').getByRole('button', {name: 'Get a quote'});
    await ask.waitFor();
    // The agent's callFunction, in the first batch, was answered while the page loaded.
    const sent = () => logs.map((text) => JSON.parse(text) as Record<string, unknown>);
    assert.deepEqual(sent(), [
      {
        version: 'v0.10',
        functionResponse: {functionCallId: 'guests-1', call: 'pluralize', value: 'guests'},
      },
    ]);
    await ask.click();
    for (let i = 0; i < 50 && logs.length < 2; i++) await page.waitForTimeout(20);
    const {version, action} = sent()[1] as {version: string; action: Record<string, unknown>};
    assert.equal(version, 'v0.10');
    assert.deepEqual(
      [action.name, action.actionId, action.wantResponse, action.context, action.responsePath],
      ['quote', '1', true, {guests: 2}, undefined],
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** A page with the drop-in and dist/a2ui-v1_0.js: a v1.0 surface whose button wants an answer. */
const v10Page = `<!doctype html>
<script type="module" src="./a2ui-elements.js"></script>
<a2ui-surface surface-id="quote"></a2ui-surface>
<script type="module">
  import {MessageProcessor} from './a2ui-elements.js';
  import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from './a2ui-v1_0.js';

  const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);
  window.adapter = adapter;
  document.querySelector('a2ui-surface').processor = processor;
  processor.addEventListener('error', (event) =>
    console.error('error ' + JSON.stringify(event.detail)),
  );
  processor.addEventListener('action', (event) => {
    const message = adapter.toClientMessage({version: 'v0.9', action: event.detail});
    console.log(JSON.stringify(message)); // send it to the v1.0 agent
  });
  adapter.addEventListener('message', (event) => console.log(JSON.stringify(event.detail)));

  const version = 'v0.10';
  adapter.processMessages([
    {version, createSurface: {surfaceId: 'quote', catalogId: V1_BASIC_CATALOG_ID}},
    {
      version,
      updateComponents: {
        surfaceId: 'quote',
        components: [
          {id: 'root', component: 'Column', children: ['guests', 'ask', 'price']},
          {id: 'guests', component: 'Slider', label: 'Guests', value: 2, max: 8, steps: 8},
          {
            id: 'ask',
            component: 'Button',
            child: 'ask-label',
            action: {event: {name: 'quote', wantResponse: true, responsePath: '/price'}},
          },
          {id: 'ask-label', component: 'Text', text: 'Get a quote'},
          {id: 'price', component: 'Text', text: {path: '/price'}},
        ],
      },
    },
  ]);
</script>`;

test('a page with the drop-in and dist/a2ui-v1_0.js renders a v1.0 agent and takes its answers', async () => {
  const {page, errors, close} = await openPage({
    'index.html': v10Page,
    'a2ui-v1_0.js': v10Bundle,
  });
  try {
    const ask = page.locator('a2ui-surface').getByRole('button', {name: 'Get a quote'});
    const sent = page.waitForEvent('console', (message) => message.text().includes('"action"'));
    await ask.click();
    const {version, action} = JSON.parse((await sent).text());
    assert.equal(version, 'v0.10');
    assert.equal(action.name, 'quote');
    assert.equal(action.wantResponse, true);
    assert.equal(typeof action.actionId, 'string');
    await page.evaluate(
      (actionId) =>
        (
          window as unknown as {adapter: {processMessages(m: unknown): void}}
        ).adapter.processMessages({version: 'v0.10', actionId, actionResponse: {value: '€240.00'}}),
      action.actionId as string,
    );
    await page.locator('a2ui-surface').getByText('€240.00').waitFor();
    // A null answer passes the adapter's schema (zod's null schema, inlined, in a union of the
    // drop-in's light schemas) and clears the price.
    const again = page.waitForEvent('console', (message) => message.text().includes('"action"'));
    await ask.click();
    const second = JSON.parse((await again).text()).action.actionId as string;
    await page.evaluate(
      (actionId) =>
        (
          window as unknown as {adapter: {processMessages(m: unknown): void}}
        ).adapter.processMessages({version: 'v0.10', actionId, actionResponse: {value: null}}),
      second,
    );
    await page.locator('a2ui-surface').getByText('€240.00').waitFor({state: 'detached'});
    // The agent calls a client function: the answer comes back as a functionResponse.
    const answered = page.waitForEvent('console', (m) => m.text().includes('functionResponse'));
    await page.evaluate(() =>
      (window as unknown as {adapter: {processMessages(m: unknown): void}}).adapter.processMessages(
        {
          version: 'v0.10',
          functionCallId: 'c1',
          wantResponse: true,
          callFunction: {
            call: 'pluralize',
            args: {value: 2, one: 'guest', other: 'guests'},
            returnType: 'string',
            callableFrom: 'remoteOnly',
          },
        },
      ),
    );
    assert.deepEqual(JSON.parse((await answered).text()), {
      version: 'v0.10',
      functionResponse: {functionCallId: 'c1', call: 'pluralize', value: 'guests'},
    });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('demo/drop-in-custom.html defines a custom component and function with the bundle alone', async () => {
  const html = readFileSync(join(root, 'demo', 'drop-in-custom.html'), 'utf8');
  const {page, errors, close} = await openPage({'index.html': html});
  try {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const card = page.locator('my-stat-card');
    await card.getByText('12K ▲').waitFor();
    assert.match(await card.evaluate((el) => el.shadowRoot?.textContent ?? ''), /Revenue\s+12K ▲/);
    await card.getByRole('button', {name: 'Details'}).click();
    await page.waitForTimeout(100);
    assert.ok(logs.includes('action openReport {"revenue":12400}'), logs.join('\n'));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a custom component of the drop-in page refuses a property its schema does not allow', async () => {
  const html = readFileSync(join(root, 'demo', 'drop-in-custom.html'), 'utf8').replace(
    "trend: 'up',",
    "trend: 'sideways',",
  );
  const {page, errors, close} = await openPage({'index.html': html});
  try {
    await page.waitForFunction(() => customElements.get('a2ui-surface'));
    await page.waitForTimeout(200);
    assert.equal(await page.locator('my-stat-card').count(), 0);
    // Reported as an a2uierror event, although the page processes its messages right after
    // giving the surface its processor (before the surface's first render).
    assert.ok(
      errors.some((e) => e.includes('VALIDATION_FAILED') && e.includes('/trend')),
      errors.join('\n'),
    );
  } finally {
    await close();
  }
});

test('importing the bundle registers every basic element and <a2ui-surface>', async () => {
  const {page, close} = await openPage({
    'index.html': '<script type="module" src="./a2ui-elements.js"></script>',
  });
  try {
    await page.waitForFunction(() => customElements.get('a2ui-surface'));
    const missing = await page.evaluate(
      (tags) => tags.filter((tag) => !customElements.get(tag)),
      basicTags,
    );
    assert.deepEqual(missing, []);
  } finally {
    await close();
  }
});

for (const block of blocks.filter((b) => b.mode === 'browser-page')) {
  test(`README line ${block.line}: the HTML page renders its surface with no error`, async () => {
    const {page, errors, close} = await openPage({'index.html': block.code});
    try {
      await surfacesRendered(page);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

for (const block of blocks.filter((b) => b.mode === 'browser-module')) {
  test(`README line ${block.line}: the module, bundled as a user would, renders with no error`, async () => {
    const dir = mkdtempSync(join(root, 'node_modules', '.readme-'));
    try {
      const entry = join(dir, 'block.mjs');
      writeFileSync(entry, importsFromSource(block.code));
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        write: false,
        absWorkingDir: root,
        tsconfig: join(root, 'tsconfig.json'),
        logLevel: 'silent',
      });
      const {page, errors, close} = await openPage({
        'index.html': '<!doctype html><body><script type="module" src="./block.js"></script>',
        'block.js': Buffer.from(result.outputFiles[0]!.contents),
      });
      try {
        await surfacesRendered(page);
        await page.waitForTimeout(100);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
}

for (const block of blocks.filter((b) => b.mode === 'browser-css')) {
  test(`README line ${block.line}: the theming CSS sets the tokens it names`, async () => {
    const page = readFileSync(join(root, 'demo', 'drop-in.html'), 'utf8').replace(
      '</head>',
      `<style>${block.code}</style></head>`,
    );
    const {page: tab, errors, close} = await openPage({'index.html': page});
    try {
      await surfacesRendered(tab);
      const declared = [...block.code.matchAll(/(--a2ui-[\w-]+):\s*([^;]+);/g)];
      assert.ok(declared.length > 0);
      for (const [, name, value] of declared) {
        const computed = await tab.evaluate(
          (token) => getComputedStyle(document.documentElement).getPropertyValue(token).trim(),
          name!,
        );
        assert.equal(computed, value!.trim(), name);
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

/**
 * Runs a Node agent written in the docs (its `a2ui-elements/...` imports read from the sources,
 * `port: 8787` made any free port) until `stop()`; `url` is the first address it prints after
 * `prefix`, `output` all it printed so far.
 */
async function spawnAgent(code: string, prefix: RegExp) {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-'));
  const file = join(dir, 'agent.mts');
  writeFileSync(file, importsFromSource(code).replace('port: 8787', 'port: 0'));
  const child = spawn(process.execPath, ['--import', 'tsx', file], {cwd: root});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    child.kill();
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 30_000);
      child.stdout.on('data', () => {
        const match = new RegExp(`${prefix.source}(http:\\/\\/\\S+)`, prefix.flags).exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace(/\/$/, ''));
        }
      });
    });
    return {url, output: () => output, stop};
  } catch (error) {
    stop();
    throw error;
  }
}

const agentBlock = blocks.find((b) => b.mode === 'node-agent');
const agentPage = blocks.find((b) => b.mode === 'browser-agent');
test('README: the Node agent serves the <a2ui-agent> page, and hears the click', async () => {
  assert.ok(agentBlock && agentPage, 'the README has the agent blocks');
  const agent = await spawnAgent(agentBlock.code, /agent listening on /);
  try {
    const html = agentPage.code.replace('http://127.0.0.1:8787', agent.url);
    const {page, errors, close} = await openPage({'index.html': html});
    try {
      await page
        .locator('a2ui-agent a2ui-surface [data-a2ui-id="root"]')
        .waitFor({timeout: 15_000});
      await page.locator('a2ui-agent a2ui-surface [data-a2ui-id="root"]').click();
      for (let i = 0; i < 50 && !agent.output().includes('the user did: wave'); i++) {
        await page.waitForTimeout(100);
      }
      assert.match(agent.output(), /the user did: wave/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  } finally {
    agent.stop();
  }
});

const transportsDoc = docBlocks(join(root, 'docs', 'transports.md'));
test('docs/transports.md: the toolkit agent serves the <a2ui-agent> page and answers the click', async () => {
  const agentCode = transportsDoc.find((b) => b.target === 'node-agent')!.code;
  const pageCode = transportsDoc.find((b) => b.target === 'page-of-agent')!.code;
  const agent = await spawnAgent(agentCode, /^/m);
  try {
    const html = pageCode.replace('http://127.0.0.1:8787', agent.url);
    const {page, errors, close} = await openPage({'index.html': html});
    try {
      const button = page
        .locator('a2ui-agent a2ui-surface')
        .getByRole('button', {name: 'Say hello'});
      await button.waitFor({timeout: 15_000});
      await button.click();
      // The agent answers with an updateDataModel of the surface (sendDataModel: true).
      const said = () =>
        page.evaluate(() => {
          const agent = document.querySelector('a2ui-agent') as unknown as {
            processor: {getSurface(id: string): {dataModel: {peek(p: string): unknown}}};
          };
          return agent.processor.getSurface('main')?.dataModel.peek('/said');
        });
      for (let i = 0; i < 50 && (await said()) !== 'hello'; i++) await page.waitForTimeout(100);
      assert.equal(await said(), 'hello');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  } finally {
    agent.stop();
  }
});
