import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One instruction of a Containerfile, its continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

export interface Containerfile {
  /** ARGs before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

const root = path.resolve(import.meta.dirname, '..');
export const CONTAINERFILE = path.join(root, 'Containerfile');
export const CONTAINERIGNORE = path.join(root, '.containerignore');

/** The Containerfile's instructions by stage (comments and blank lines dropped, continuations joined). */
export function parseContainerfile(text = readFileSync(CONTAINERFILE, 'utf8')): Containerfile {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  let pending = '';
  let startLine = 0;
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      return;
    }
    const full = `${pending}${line}`;
    pending = '';
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(full) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args, line: startLine };
    if (instruction.keyword === 'FROM') {
      const [from = '', , name] = args.split(/\s+/);
      stages.push({ from: substitute(from, globalArgs), name, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`line ${startLine}: ${keyword} before FROM`);
      Object.assign(globalArgs, parseAssignments(args));
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  });
  return { globalArgs, stages };
}

/** `A=1 B="two words"` (ENV, ARG) as a record; an ARG without a default is "". */
export function parseAssignments(args: string): Record<string, string> {
  const assignments: Record<string, string> = {};
  for (const [, name, quoted, plain] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=(?:"([^"]*)"|(\S*)))?/g)) {
    assignments[name!] = quoted ?? plain ?? '';
  }
  return assignments;
}

/** `${NAME}` and `$NAME` replaced by their values. */
export const substitute = (text: string, values: Record<string, string>) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced, bare) => values[braced ?? bare] ?? '');

/**
 * Whether a path of the build context (relative, with `/`) is left out by .containerignore, as Docker
 * and Buildah read it: `*` and `?` within a name, `**` across folders, a folder's match leaves out what
 * it holds, `!` takes a path back, the last matching line wins.
 */
export function containerIgnore(text = readFileSync(CONTAINERIGNORE, 'utf8')): (file: string) => boolean {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize((negated ? line.slice(1) : line).replace(/^\/+/, ''));
      const source = pattern
        .split(/(\*\*\/|\/\*\*|\*\*|\*|\?)/)
        .map((part) => {
          if (part === '**/') return '(?:.*/)?';
          if (part === '/**') return '(?:/.*)?';
          if (part === '**') return '.*';
          if (part === '*') return '[^/]*';
          if (part === '?') return '[^/]';
          return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { negated, regex: new RegExp(`^${source}$`) };
    });
  return (file) => {
    const parts = file.split('/');
    const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let ignored = false;
    for (const { negated, regex } of patterns) {
      if (candidates.some((candidate) => regex.test(candidate))) ignored = !negated;
    }
    return ignored;
  };
}
