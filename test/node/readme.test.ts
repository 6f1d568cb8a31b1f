// README.md: every code block is run (here, or by the named end-to-end test), so it can't rot.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {importsFromSource, readmeBlocks, repoRoot, runners} from './readme-blocks.js';

const blocks = readmeBlocks();

test('the README has code blocks', () => {
  assert.ok(blocks.length >= 8, `${blocks.length} blocks`);
});

test('every README code block declares how a test runs it', () => {
  for (const block of blocks) {
    assert.ok(
      block.mode && block.mode in runners,
      `README line ${block.line}: no known <!-- run: … --> or <!-- mirror: … --> above it`,
    );
  }
});

test('the first screen shows the screenshot, then npm start and npm test', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const screenshot = readme.indexOf('](docs/gallery.png)');
  const commands = readme.indexOf('npm start');
  assert.ok(screenshot > 0 && screenshot < commands, 'screenshot before the commands');
  assert.ok(readFileSync(join(repoRoot, 'docs', 'gallery.png')).length > 10_000, 'a real PNG');
});

for (const block of blocks.filter((b) => b.mode === 'npm-scripts')) {
  test(`README line ${block.line}: every npm command is a script of package.json`, () => {
    const scripts = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts;
    const commands = block.code
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    assert.ok(commands.length > 0);
    for (const command of commands) {
      const match = /^npm (?:run )?([\w:-]+)$/.exec(command);
      assert.ok(match, `"${command}" is an npm script call`);
      assert.ok(scripts[match[1]!], `package.json has the "${match[1]}" script`);
    }
  });
}

for (const block of blocks.filter((b) => b.mode === 'node')) {
  test(`README line ${block.line}: the Node example runs and prints what its comment says`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-'));
    try {
      const file = join(dir, 'block.mts');
      writeFileSync(file, importsFromSource(block.code));
      const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(result.status, 0, result.stderr);
      const promised = /\/\/ → (.*?)…?$/m.exec(block.code)?.[1]?.trim();
      if (promised)
        assert.ok(result.stdout.includes(promised), `prints "${promised}":\n${result.stdout}`);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
}

for (const block of blocks.filter((b) => b.mode === 'mirror')) {
  test(`README line ${block.line}: every line is in ${block.mirror}, which its own test runs`, () => {
    const mirrored = readFileSync(join(repoRoot, block.mirror!), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const line of block.code
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      assert.ok(mirrored.includes(line), `"${line}" is in ${block.mirror}`);
    }
  });
}

test('the README tells how to serve the framework demos, with a config that exists', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const command = /`npx vite --config ([\w./-]+)`/.exec(readme);
  assert.ok(command, 'a `npx vite --config …` command for the framework demos');
  assert.ok(readFileSync(join(repoRoot, command[1]!), 'utf8').includes('react/index.html'));
});
