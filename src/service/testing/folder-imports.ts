/**
 * @module The import graph of src/service at folder level, read from the code itself: every relative import
 * of a production file (not a test, not a testing/ folder) mapped to the top folder under src/service it
 * leaves and the one it reaches ('.' for a file directly in src/service). Used by layers.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FolderArrow {
  from: string;
  to: string;
  /** The file that imports, relative to the root, and what it names. */
  via: string;
}

const isProduction = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(full);
    return isProduction(entry.name) ? [full] : [];
  });
}

/** The top folder of `file` under `root` ('.' for a file directly in it), or null when it lies outside. */
export function topFolder(root: string, file: string): string | null {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? (parts[0] as string) : '.';
}

/** Every folder-to-folder arrow of the production files under `root` (arrows inside one folder left out). */
export function folderArrows(root: string): FolderArrow[] {
  return productionFiles(root).flatMap((file) => {
    const from = topFolder(root, file) as string;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => {
        const to = topFolder(root, path.resolve(path.dirname(file), fileName));
        return to === null || to === from
          ? []
          : [{ from, to, via: `${path.relative(root, file)} → ${fileName}` }];
      });
  });
}

/** The top folders under `root` that hold production code ('.' when files lie directly in it). */
export function sourceFolders(root: string): string[] {
  return [...new Set(productionFiles(root).map((file) => topFolder(root, file) as string))].sort();
}

/** The arrows from a folder to one ranked at or above it (an unranked end counts as above everything). */
export function upArrows(arrows: readonly FolderArrow[], ranked: readonly string[]): FolderArrow[] {
  const rank = (folder: string) => (ranked.includes(folder) ? ranked.indexOf(folder) : Infinity);
  return arrows.filter((arrow) => rank(arrow.to) >= rank(arrow.from));
}

/** The folder-level cycles: every strongly connected set of more than one folder (Tarjan). */
export function folderCycles(arrows: readonly FolderArrow[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of arrows) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(to) as number));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      members.push(member);
    } while (member !== folder);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return cycles;
}
