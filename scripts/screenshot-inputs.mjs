// Screenshots of the input and media elements (Button, TextField, CheckBox, ChoicePicker, Slider,
// DateTimeInput, Video, AudioPlayer) in light and dark, for a person to look at:
// `node scripts/screenshot-inputs.mjs` writes screenshots/inputs-<component>-<scheme>.png
// (gitignored). Each sample is a real surface fed through the MessageProcessor.
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';
import {chromium} from 'playwright';
import {chromiumPath} from './chromium-path.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'screenshots');

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const required = (path, message) => ({
  condition: {call: 'required', args: {value: {path}}, returnType: 'boolean'},
  message,
});
const text = (id, value) => ({id, component: 'Text', text: value});

/** One surface per component type: [name, components, data]. */
const samples = [
  [
    'button',
    [
      {id: 'root', component: 'Row', children: ['b1', 'b2', 'b3', 'b4'], align: 'center'},
      {id: 'b1', component: 'Button', child: 't1', action: {event: {name: 'a'}}},
      {
        id: 'b2',
        component: 'Button',
        child: 't2',
        variant: 'primary',
        action: {event: {name: 'b'}},
      },
      {
        id: 'b3',
        component: 'Button',
        child: 't3',
        variant: 'borderless',
        action: {event: {name: 'c'}},
      },
      {
        id: 'b4',
        component: 'Button',
        child: 't4',
        variant: 'primary',
        action: {event: {name: 'd'}},
        checks: [required('/name', 'Enter a name first.')],
      },
      text('t1', 'Default'),
      text('t2', 'Primary'),
      text('t3', 'Borderless'),
      text('t4', 'Disabled'),
    ],
    {name: ''},
  ],
  [
    'text-field',
    [
      {id: 'root', component: 'Column', children: ['f1', 'f2', 'f3', 'f4', 'f5']},
      {id: 'f1', component: 'TextField', label: 'Name', value: {path: '/name'}},
      {
        id: 'f2',
        component: 'TextField',
        label: 'Notes',
        value: {path: '/notes'},
        variant: 'longText',
      },
      {id: 'f3', component: 'TextField', label: 'Guests', value: {path: '/n'}, variant: 'number'},
      {
        id: 'f4',
        component: 'TextField',
        label: 'Password',
        value: {path: '/pw'},
        variant: 'obscured',
      },
      {
        id: 'f5',
        component: 'TextField',
        label: 'ZIP code',
        value: {path: '/zip'},
        validationRegexp: '^[0-9]{5}$',
      },
    ],
    {name: 'Ada Lovelace', notes: 'Window seat,\nplease.', n: '4', pw: 'secret', zip: '12a'},
  ],
  [
    'check-box',
    [
      {id: 'root', component: 'Column', children: ['c1', 'c2', 'c3']},
      {id: 'c1', component: 'CheckBox', label: 'Subscribe to the newsletter', value: {path: '/a'}},
      {id: 'c2', component: 'CheckBox', label: 'Remember me', value: {path: '/b'}},
      {
        id: 'c3',
        component: 'CheckBox',
        label: 'I accept the terms',
        value: {path: '/c'},
        checks: [{condition: {path: '/c'}, message: 'Please accept the terms.'}],
      },
    ],
    {a: true, b: false, c: false},
  ],
  [
    'choice-picker',
    [
      {id: 'root', component: 'Column', children: ['p1', 'p2', 'p3', 'p4']},
      {
        id: 'p1',
        component: 'ChoicePicker',
        label: 'Size',
        options: [
          {label: 'Small', value: 's'},
          {label: 'Medium', value: 'm'},
          {label: 'Large', value: 'l'},
        ],
        value: {path: '/size'},
      },
      {
        id: 'p2',
        component: 'ChoicePicker',
        label: 'Toppings',
        variant: 'multipleSelection',
        options: [
          {label: 'Cheese', value: 'cheese'},
          {label: 'Olives', value: 'olives'},
          {label: 'Basil', value: 'basil'},
        ],
        value: {path: '/toppings'},
      },
      {
        id: 'p3',
        component: 'ChoicePicker',
        label: 'Location',
        displayStyle: 'chips',
        options: [
          {label: 'Grand Ballroom', value: 'ballroom'},
          {label: 'Sunset Terrace', value: 'terrace'},
          {label: 'Garden Pavilion', value: 'garden'},
        ],
        value: {path: '/location'},
      },
      {
        id: 'p4',
        component: 'ChoicePicker',
        label: 'Tags',
        variant: 'multipleSelection',
        displayStyle: 'chips',
        filterable: true,
        options: ['Work', 'Family', 'Travel', 'Urgent', 'Later'].map((t) => ({
          label: t,
          value: t.toLowerCase(),
        })),
        value: {path: '/tags'},
        checks: [required('/tags', 'Choose at least one tag.')],
      },
    ],
    {size: ['m'], toppings: ['cheese', 'basil'], location: ['terrace'], tags: []},
  ],
  [
    'slider',
    [
      {id: 'root', component: 'Column', children: ['s1', 's2']},
      {id: 's1', component: 'Slider', label: 'Volume', max: 100, value: {path: '/v'}},
      {id: 's2', component: 'Slider', label: 'Opacity', min: 0, max: 1, value: {path: '/o'}},
    ],
    {v: 40, o: 0.75},
  ],
  [
    'date-time-input',
    [
      {id: 'root', component: 'Column', children: ['d1', 'd2', 'd3']},
      {
        id: 'd1',
        component: 'DateTimeInput',
        label: 'Date',
        enableDate: true,
        value: {path: '/d'},
      },
      {
        id: 'd2',
        component: 'DateTimeInput',
        label: 'Time',
        enableTime: true,
        value: {path: '/t'},
      },
      {
        id: 'd3',
        component: 'DateTimeInput',
        label: 'Event date & time',
        enableDate: true,
        enableTime: true,
        min: '2026-01-01',
        value: {path: '/dt'},
      },
    ],
    {d: '2025-12-15', t: '14:30', dt: '2025-07-15T19:00:00Z'},
  ],
  [
    'video',
    [
      {
        id: 'root',
        component: 'Video',
        url: 'https://media.example.com/trailer.mp4',
        accessibility: {label: 'Trailer'},
      },
    ],
    {},
  ],
  [
    'audio-player',
    [
      {
        id: 'root',
        component: 'AudioPlayer',
        url: 'https://media.example.com/episode.mp3',
        description: {path: '/title'},
      },
    ],
    {title: 'Episode 12: Fine-grained signals'},
  ],
];

const entry = `
import {MessageProcessor} from './src/state/message-processor.js';
import './src/surface/a2ui-surface.js';
import './components/index.js';
const samples = ${JSON.stringify(samples)};
const processor = new MessageProcessor({locale: 'en-US'});
for (const [name, components, data] of samples) {
  for (const scheme of ['light', 'dark']) {
    const surfaceId = name + '-' + scheme;
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId, catalogId: ${JSON.stringify(CATALOG)}}},
      {version: 'v0.9', updateComponents: {surfaceId, components}},
      {version: 'v0.9', updateDataModel: {surfaceId, value: data}},
    ]);
    const frame = document.createElement('div');
    frame.id = surfaceId;
    frame.className = 'a2ui-' + scheme;
    const surface = document.createElement('a2ui-surface');
    surface.setAttribute('surface-id', surfaceId);
    surface.processor = processor;
    frame.append(surface);
    document.body.append(frame);
  }
}
processor.addEventListener('error', (e) => console.error(JSON.stringify(e.detail)));
`;

const bundle = await esbuild.build({
  stdin: {contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'screenshot-inputs.ts'},
  bundle: true,
  format: 'esm',
  target: 'es2022',
  write: false,
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'error',
});
const script = bundle.outputFiles[0].text.replaceAll('</script', '<\\/script');
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>body{margin:0;font-family:system-ui,sans-serif} body>div{width:560px;padding:8px}</style>
</head><body><script type="module">${script}</script></body></html>`;

const executablePath = chromiumPath();
const browser = await chromium.launch({
  ...(executablePath ? {executablePath} : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const tab = await browser.newPage({viewport: {width: 600, height: 800}, deviceScaleFactor: 1});
  const problems = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  tab.on('pageerror', (error) => problems.push(String(error)));
  await tab.setContent(page);
  mkdirSync(outDir, {recursive: true});
  for (const [name] of samples) {
    for (const scheme of ['light', 'dark']) {
      const frame = tab.locator(`#${name}-${scheme}`);
      await frame.locator('[data-a2ui-id="root"]').first().waitFor();
      await tab.waitForTimeout(100);
      const path = join(outDir, `inputs-${name}-${scheme}.png`);
      await frame.screenshot({path});
      console.log(path.slice(root.length + 1));
    }
  }
  const relevant = problems.filter((p) => !/media\.example\.com|ERR_NAME|Failed to load/i.test(p));
  if (relevant.length) console.error('Page problems:\n' + relevant.join('\n'));
} finally {
  await browser.close();
}
