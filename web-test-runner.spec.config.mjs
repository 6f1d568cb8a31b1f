// Spec-conformance tests that need a browser: they fetch the official spec files, which this
// config serves under /a2ui-spec/ from A2UI_SPEC_DIR (default ../shared/a2ui-spec). A GET of a
// folder there answers with the JSON array of its file names.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {resolve, sep} from 'node:path';
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

export default {
  ...base,
  files: ['test/spec-browser/**/*.test.ts'],
  middleware: [serveSpec],
  testFramework: {config: {timeout: 60000}},
};
