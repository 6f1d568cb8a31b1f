import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {
  buildSpecification,
  renderSpecification,
  specificationDir,
} from '../../scripts/export-spec.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = join(root, specificationDir);

describe('specification/ export', () => {
  const fresh = buildSpecification();

  it('commits exactly the files a fresh export writes', () => {
    const committed = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
    assert.deepEqual(committed, Object.keys(fresh).sort());
  });

  it('has every committed file equal to a fresh export (else run npm run spec)', async () => {
    for (const [file, text] of Object.entries(await renderSpecification(root))) {
      assert.equal(readFileSync(join(dir, file), 'utf8'), text, `${file} is stale`);
    }
  });

  it('serves the basic catalog in the catalog definition format', () => {
    const catalog = fresh['basic_catalog.json']!;
    assert.equal(
      catalog.catalogId,
      'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
    );
    assert.equal(Object.keys(catalog.components as object).length, 18);
    assert.equal(Object.keys(catalog.functions as object).length, 14);
    assert.ok((catalog.$defs as Record<string, unknown>).theme);
  });

  it('describes every component, function and argument for agents', () => {
    const catalog = fresh['basic_catalog.json'] as Record<string, Record<string, Schema>>;
    const missing: string[] = [];
    for (const [name, schema] of Object.entries(catalog.components!)) {
      if (!schema.description) missing.push(name);
      for (const [prop, property] of Object.entries(schema.properties ?? {})) {
        if (prop !== 'component' && !property.description) missing.push(`${name}.${prop}`);
      }
    }
    for (const [name, schema] of Object.entries(catalog.functions!)) {
      if (!schema.description) missing.push(name);
      for (const [arg, property] of Object.entries(schema.properties?.args?.properties ?? {})) {
        if (!property.description) missing.push(`${name}(${arg})`);
      }
    }
    assert.deepEqual(missing, []);
  });
});

interface Schema {
  description?: string;
  properties?: Record<string, Schema>;
}
