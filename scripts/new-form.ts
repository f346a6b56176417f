/**
 * `npm run new-form -- <id> --fact-code <code> [--nl <title>] [--fr <title>] [--de <title>]`: a citizen form's folder,
 * packages/domain/src/forms/<id>/ (definition, payload schema, example, texts in nl, fr and de, its test),
 * from scripts/new-form/template/, and its line in the registry. The form asks who declares, where and
 * when it happened and what, under the police's fact code (four digits, e.g. 0575 for the loss of an
 * object); its route is /app/<locale>/<id>. Then write its texts and change what it asks
 * (docs/adding-a-form.md).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const template = path.join(import.meta.dirname, 'new-form', 'template');
const forms = path.join(root, 'packages', 'domain', 'src', 'forms');
const registry = path.join(forms, 'registry.ts');

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'fact-code': { type: 'string' },
    nl: { type: 'string' },
    fr: { type: 'string' },
    de: { type: 'string' },
  },
});
const [id] = positionals;
const factCode = values['fact-code'];
if (
  !id ||
  positionals.length > 1 ||
  !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id) ||
  !/^\d{4}$/.test(factCode ?? '')
) {
  console.error(
    'usage: npm run new-form -- <id> --fact-code <code> [--nl <title>] [--fr <title>] [--de <title>]',
  );
  console.error('  <id>: lower-case words joined by hyphens, e.g. lost-bicycle');
  console.error(
    '  <code>: the police fact code the zone files it under, four digits, e.g. 0575 (loss of an object)',
  );
  process.exit(2);
}
const folder = path.join(forms, id);
if (existsSync(folder)) {
  console.error(`packages/domain/src/forms/${id} exists already`);
  process.exit(2);
}

const words = id.split('-');
const inWords = words.join(' ').replace(/^./, (first) => first.toUpperCase());
const tokens: Record<string, string> = {
  __form__: id,
  __fact_code__: factCode ?? '',
  __FORM__: words.join('_').toUpperCase(),
  __Form__: words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(''),
  __title_nl__: values.nl ?? inWords,
  __title_fr__: values.fr ?? inWords,
  __title_de__: values.de ?? inWords,
};
const filled = (text: string) =>
  text.replace(
    /__(form|FORM|Form|fact_code|title_nl|title_fr|title_de)__/g,
    (token) => tokens[token] ?? token,
  );

cpSync(template, folder, { recursive: true });
for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.tmpl')) continue;
  const file = path.join(entry.parentPath, entry.name);
  writeFileSync(file, filled(readFileSync(file, 'utf8')));
  renameSync(file, filled(file.slice(0, -'.tmpl'.length)));
}

// The registry's line: the definition's import, and the form at the end of the home tiles.
const constant = `${tokens.__FORM__}_FORM`;
const source = readFileSync(registry, 'utf8');
const list = /const REGISTRY = \[([^\]]*)\] as const;/;
if (!list.test(source))
  throw new Error('registry.ts: no `const REGISTRY = [...] as const;` to add the form to');
writeFileSync(
  registry,
  `import { ${constant} } from './${id}/definition.ts';\n${source.replace(list, (_, names: string) => `const REGISTRY = [${names.trim().replace(/,$/, '')}, ${constant}] as const;`)}`,
);
const biome = spawnSync(
  path.join(root, 'node_modules', '.bin', 'biome'),
  ['check', '--write', registry, folder],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (biome.status !== 0) process.exit(biome.status ?? 1);

console.log(`packages/domain/src/forms/${id}/ written, and its line in packages/domain/src/forms/registry.ts.
Next: its texts in texts/{nl,fr,de}.json (the titles are "${tokens.__title_nl__}", "${tokens.__title_fr__}", "${tokens.__title_de__}"),
what it asks in schema.ts and definition.ts, its example in example.ts; then npm test.`);
