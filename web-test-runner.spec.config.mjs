// Spec-conformance tests that need a browser: they fetch the official spec files, which this
// config serves under /a2ui-spec/ from A2UI_SPEC_DIR (default ../shared/a2ui-spec). A GET of a
// folder there answers with the JSON array of its file names. Tests may also save screenshots
// (`executeServerCommand('screenshot', {name})`) under screenshots/, which git ignores.
import {mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, resolve, sep} from 'node:path';
import base from './web-test-runner.config.mjs';

const specDir = resolve(process.env.A2UI_SPEC_DIR ?? '../shared/a2ui-spec');
const PREFIX = '/a2ui-spec/';

function serveSpec(context, next) {
  if (!context.path.startsWith(PREFIX)) return next();
  const file = resolve(specDir, decodeURIComponent(context.path.slice(PREFIX.length)));
  if (file !== specDir && !file.startsWith(specDir + sep)) {
    context.status = 403;
    return undefined;
  }
  let stat;
  try {
    stat = statSync(file);
  } catch {
    context.status = 404;
    return undefined;
  }
  context.type = 'application/json';
  context.body = stat.isDirectory()
    ? JSON.stringify(readdirSync(file).sort())
    : readFileSync(file, 'utf8');
  return undefined;
}

/** wtr plugin: the `screenshot` command saves the page as screenshots/<name>.png. */
const screenshots = {
  name: 'a2ui-screenshots',
  async executeCommand({command, payload, session}) {
    if (command !== 'screenshot') return undefined;
    const name = String(payload?.name ?? 'page').replace(/[^\w./-]/g, '_');
    if (name.includes('..')) throw new Error('screenshot names stay under screenshots/');
    const path = resolve('screenshots', name + '.png');
    mkdirSync(dirname(path), {recursive: true});
    const page = session.browser.getPage(session.id);
    await page.screenshot({path, fullPage: true});
    return true;
  },
};

export default {
  ...base,
  files: ['test/spec-browser/**/*.test.ts'],
  middleware: [serveSpec],
  plugins: [...base.plugins, screenshots],
  testFramework: {config: {timeout: 60000}},
};
