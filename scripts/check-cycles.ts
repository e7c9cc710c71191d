/**
 * Fails when any import circle exists among the project's own files, type-only imports and
 * re-exports included (ESLint's import-x/no-cycle skips `import type`, so it cannot say this).
 * Modules are resolved as the type checker resolves them (tsconfig.json). Run by `npm run lint`;
 * docs/decisions/024-composition-roots-and-order-home.md says why.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), (f) => ts.sys.readFile(f));
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const own = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.endsWith('.d.ts');
const files = parsed.fileNames.filter(own).map((f) => path.resolve(f));

/** Every project file each file imports: static, type-only, re-exports and import() calls alike. */
const edges = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = new Set<string>();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && own(resolved)) targets.add(path.resolve(resolved));
  }
  edges.set(file, [...targets]);
}

/** Strongly connected components (Tarjan): each one with more than one file, or a self-import, is a circle. */
function circles() {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)?.includes(v)) found.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

const found = circles();
if (found.length === 0) {
  console.log(`No import circles among ${files.length} files (type imports counted).`);
} else {
  console.error(`${found.length} import circle(s) (type imports counted):`);
  for (const component of found)
    console.error(
      `  ${component
        .map((f) => path.relative(root, f))
        .sort()
        .join('\n    ↔ ')}`,
    );
  process.exitCode = 1;
}
