/**
 * @module `npm run build`: the dashboard (vite build → dist/web) and the service (esbuild → dist/server),
 * then dist/build.json with the inputs' fingerprint, written last so that an interrupted build counts as
 * missing. dist/server mirrors the repository: each bundle sits where its entry's source sits
 * (src/main.ts → dist/server/src/main.js, a worker entry beside its pool) and every file a module reads
 * through `new URL('…', import.meta.url)` (migrations, JSON models, catalogs, config/plans.json,
 * package.json) is copied to the same relative place, so those URLs resolve in dist as they do in src.
 * Packages stay external: at run time they come from node_modules, and only `dependencies` may be among
 * them (checked here and by scripts/build.test.ts).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { STAMP_FILE, buildFingerprint } from './build-fingerprint.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The bundles: the service's entry and the worker threads its pools start (see worker-entry.ts). */
export const SERVER_ENTRIES = [
  'src/main.ts',
  'src/service/ingest/pipeline/enrich-worker.ts',
  'src/service/ingest/extract/extract-worker.ts',
];

/** What `npm start` runs. */
export const SERVER_MAIN = 'dist/server/src/main.js';

const toPosix = (p) => p.split(path.sep).join('/');
const inside = (parent, child) => !path.relative(parent, child).startsWith('..');

/** Where the build places the output for a file of the repository. */
const mirrored = (root, outRoot, file, ext) => {
  const relative = path.relative(root, file);
  return path.join(outRoot, ext ? relative.replace(/\.[cm]?[jt]sx?$/, ext) : relative);
};

/** Bare imports stay external, except JSON files of packages: Node 20 would need an import attribute. */
function externalPackages() {
  return {
    name: 'newsroom-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.endsWith('.json')) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Gives each source module its own `import.meta.url` (its mirrored place under outRoot) and collects the
 * files it reads relative to it.
 */
function mirroredImportMeta({ root, outRoot, outFile, assets }) {
  const srcDir = path.join(root, 'src');
  return {
    name: 'newsroom-mirrored-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!inside(srcDir, args.path)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        for (const match of text.matchAll(/new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g)) {
          const target = path.resolve(path.dirname(args.path), match[2] ?? '');
          // Code is bundled, not copied; targets outside the repository are test data.
          if (/\.[cm]?[jt]sx?$/.test(target) || !inside(root, target) || !existsSync(target)) continue;
          assets.add(target);
        }
        let url = toPosix(path.relative(path.dirname(outFile), mirrored(root, outRoot, args.path, '.js')));
        if (!url.startsWith('.')) url = `./${url}`;
        const contents = text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(url)}, import.meta.url).href`,
        );
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The package name of a bare import (`@scope/name/sub` → `@scope/name`), or null for a Node builtin. */
export function packageOf(specifier) {
  const bare = specifier.startsWith('node:') ? null : specifier;
  if (bare === null || builtinModules.includes(bare.split('/')[0] ?? '')) return null;
  const parts = bare.split('/');
  return bare.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? bare);
}

/**
 * Bundles the service into `outRoot` (default dist/server) and copies the files it reads. Returns the
 * packages the bundles import at run time; throws when one of them is not a `dependency`.
 */
export async function buildServer({ root = ROOT, outRoot = path.join(root, 'dist/server') } = {}) {
  rmSync(outRoot, { recursive: true, force: true });
  const assets = new Set();
  const imported = new Set();
  for (const entry of SERVER_ENTRIES) {
    const source = path.join(root, entry);
    const outFile = mirrored(root, outRoot, source, '.js');
    const result = await esbuild({
      absWorkingDir: root,
      entryPoints: [source],
      // Chunks beside their entry (so the import.meta.url rewrite holds for them too); splitting keeps a
      // dynamic import lazy, e.g. jsdom behind feed discovery, instead of loading it at every start.
      outdir: path.dirname(outFile),
      entryNames: '[name]',
      chunkNames: '[name]-[hash]',
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
      plugins: [externalPackages(), mirroredImportMeta({ root, outRoot, outFile, assets })],
    });
    for (const output of Object.values(result.metafile.outputs)) {
      for (const dependency of output.imports) {
        const name = dependency.external ? packageOf(dependency.path) : null;
        if (name) imported.add(name);
      }
    }
  }
  for (const asset of assets) {
    const target = mirrored(root, outRoot, asset);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(asset, target, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  }
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const notDependencies = [...imported].filter((name) => !(name in dependencies)).sort();
  if (notDependencies.length > 0) {
    throw new Error(
      `build: the service imports packages that are not dependencies: ${notDependencies.join(', ')}`,
    );
  }
  return { packages: [...imported].sort() };
}

/** The dashboard: vite build with the project's vite.config.ts (dist/web). */
export async function buildWeb({ root = ROOT } = {}) {
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

export async function buildAll({ root = ROOT } = {}) {
  const stamp = path.join(root, STAMP_FILE);
  rmSync(stamp, { force: true });
  const fingerprint = buildFingerprint(root);
  await buildWeb({ root });
  const { packages } = await buildServer({ root });
  writeFileSync(
    stamp,
    `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString(), packages }, null, 2)}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const started = performance.now();
  if (args[0] === '--server-only') {
    // For scripts/tests: the service alone into another folder (inside the repository, for node_modules).
    const outRoot = path.resolve(args[1] ?? path.join(ROOT, 'dist/server'));
    const { packages } = await buildServer({ outRoot });
    console.log(JSON.stringify({ outRoot, packages }));
  } else {
    await buildAll();
    console.log(`build: dist/web and dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
