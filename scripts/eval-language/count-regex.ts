import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

// `npx tsx scripts/eval-language/count-regex.ts [root]`: regular expressions in the engine's readers
// (regex literals and `new RegExp(...)`/`RegExp(...)` calls, tests excluded), per folder. `root`
// defaults to this checkout; point it at another checkout (e.g. `git worktree add`) to compare.

const ROOT = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..'));
const FOLDERS = [
  'contract-engine/src/builder/extract',
  'contract-engine/src/review',
  'contract-engine/src/language',
];

function files(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('.generated.') ? [path] : [];
  });
}

function count(path: string): number {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  let n = 0;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) n += 1;
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    )
      n += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

let total = 0;
for (const folder of FOLDERS) {
  const list = files(join(ROOT, folder));
  const sum = list.reduce((s, f) => s + count(f), 0);
  total += sum;
  console.log(`${folder}: ${sum} in ${list.length} files`);
  if (process.argv.includes('--files'))
    for (const f of list) console.log(`  ${relative(ROOT, f)} ${count(f)}`);
}
console.log(`total: ${total}`);
