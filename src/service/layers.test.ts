/**
 * The layers of src/service (layers.json, from which eslint.config.js generates its zones) against the real
 * import graph: every folder is listed, no import runs up a layer and no folders import each other in a loop.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import layers from './layers.json';
import {
  folderArrows,
  folderCycles,
  sourceFolders,
  upArrows,
  type FolderArrow,
} from './testing/folder-imports';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const ranked = layers.layers.flatMap((layer) => Object.keys(layer.folders));
const arrows = folderArrows(ROOT);
const arrow = (from: string, to: string): FolderArrow => ({ from, to, via: `${from}/a.ts → ../${to}/b` });

describe('the layers of src/service', () => {
  it('list every folder that holds production code, once, and no folder that does not exist', () => {
    expect(new Set(ranked).size).toBe(ranked.length);
    expect([...ranked].sort()).toEqual(sourceFolders(ROOT));
    for (const folder of ranked)
      expect(existsSync(new URL(folder, new URL('.', import.meta.url)))).toBe(true);
  });

  it('are kept: no folder imports one listed after it', () => {
    expect(arrows.length).toBeGreaterThan(ranked.length);
    expect(upArrows(arrows, ranked).map((a) => `${a.from} → ${a.to}: ${a.via}`)).toEqual([]);
  });

  it('leave no folder-level cycle', () => {
    expect(folderCycles(arrows)).toEqual([]);
  });
});

describe('the layer check', () => {
  it('finds an import that runs up a layer, and one into an unlisted folder', () => {
    const up = arrow('store', 'feed');
    const unlisted = arrow('store', 'nowhere');
    expect(upArrows([arrow('feed', 'store'), up, unlisted], ['store', 'feed'])).toEqual([up, unlisted]);
  });

  it('finds a folder-level cycle and names its folders', () => {
    const loop = [arrow('a', 'b'), arrow('b', 'c'), arrow('c', 'a'), arrow('c', 'd')];
    expect(folderCycles(loop)).toEqual([['a', 'b', 'c']]);
    expect(folderCycles([arrow('a', 'b'), arrow('b', 'c')])).toEqual([]);
  });
});
