import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// `npx tsx scripts/eval-language/size.ts`: the minified + gzipped (level 9) size each library adds
// to a browser ESM bundle, built with esbuild from an entry that uses the parts the evaluation
// calls (tree-shaking keeps only what is reachable), and the size of the language layer itself.

const ROOT = resolve(import.meta.dirname, '../..');

const ENTRIES: Readonly<Record<string, string>> = {
  'chrono-node (en)': `import { en } from 'chrono-node'; console.log(en.parse('x'), en.GB.parse('x'));`,
  compromise: `import nlp from 'compromise'; const d = nlp('x'); console.log(d.money(), d.percentages(), d.people(), d.organizations());`,
  'wink-nlp + wink-eng-lite-web-model': `import winkNLP from 'wink-nlp'; import model from 'wink-eng-lite-web-model'; console.log(winkNLP(model).readDoc('x').entities().out());`,
  'language/ (own rules, with chrono-node)': `export * from '${join(ROOT, 'contract-engine/src/language/index.ts')}';`,
};

const dir = mkdtempSync(join(tmpdir(), 'lang-size-'));
try {
  console.log('| bundle | minified KB | minified + gzipped KB |');
  console.log('|---|---|---|');
  for (const [name, source] of Object.entries(ENTRIES)) {
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, source);
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      absWorkingDir: ROOT,
      nodePaths: [join(ROOT, 'node_modules')],
      logLevel: 'error',
    });
    const code = out.outputFiles[0]?.contents ?? new Uint8Array();
    const kb = (n: number): string => (n / 1024).toFixed(1);
    console.log(`| ${name} | ${kb(code.length)} | ${kb(gzipSync(code, { level: 9 }).length)} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
