import { spawnSync } from 'node:child_process';
import { pdfFile } from './summary-pdf-test-support.ts';

/**
 * What a PDF says of its accessibility, as qpdf reads its objects (`qpdf --json`, Debian's qpdf, installed
 * by .ci/run): the catalogue's flags, the XMP packet, the structure tree with the text of each element,
 * and what each page draws outside of both the tree and artifacts. veraPDF (the PDF/UA-1 validator)
 * cannot be installed here; this reads the same objects it would for the checks the summary relies on.
 */
export interface TaggedPdf {
  /** The catalogue's /Lang. */
  readonly lang: string | undefined;
  readonly marked: boolean;
  readonly displayDocTitle: boolean;
  /** The document information dictionary's /Title. */
  readonly infoTitle: string | undefined;
  /** The XMP packet of the catalogue's /Metadata, as written. */
  readonly xmp: string;
  /** The StructTreeRoot's kids. */
  readonly roots: readonly StructElement[];
  /** Whether each font is embedded (FontFile, FontFile2 or FontFile3), by its BaseFont. */
  readonly fonts: ReadonlyMap<string, boolean>;
  /**
   * What is wrong with the marked content of the pages: a drawing operator outside any marked content, a
   * marked-content sequence that no element of the tree claims or an element that claims a sequence no
   * page has, a sequence inside an artifact, a parent tree that names another element.
   */
  readonly problems: readonly string[];
  /** The text of each artifact, page by page. */
  readonly artifacts: readonly string[];
}

export interface StructElement {
  /** The structure type, without its slash: 'Document', 'TH', 'Span'. */
  readonly type: string;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly actualText: string | undefined;
  readonly alt: string | undefined;
  readonly kids: readonly StructElement[];
  /** The text of its marked content and of its kids', in the order of /K (lines joined by a space). */
  readonly text: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Dict = { [key: string]: Json };

/** Reads `pdf` with qpdf. A qpdf warning (a damaged or ill-formed file) fails the read. */
export function readTaggedPdf(pdf: Buffer): TaggedPdf {
  const run = spawnSync(
    'qpdf',
    ['--json', '--json-stream-data=inline', '--decode-level=generalized', pdfFile(pdf)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`qpdf ended with ${run.status}: ${run.stderr}`);
  const json = JSON.parse(run.stdout) as { pages: { object: string }[]; qpdf: [unknown, Dict] };
  const objects = json.qpdf[1];

  const isRef = (value: Json | undefined): value is string =>
    typeof value === 'string' && /^\d+ \d+ R$/.test(value);
  const object = (ref: string): Json => {
    const entry = objects[`obj:${ref}`] as Dict | undefined;
    if (!entry) throw new Error(`no object ${ref}`);
    return (entry.value ?? entry.stream) as Json;
  };
  /** A value, its reference followed. */
  const resolve = (value: Json | undefined): Json | undefined => (isRef(value) ? object(value) : value);
  const dict = (value: Json | undefined): Dict => {
    const resolved = resolve(value);
    if (resolved && typeof resolved === 'object' && !Array.isArray(resolved)) {
      // A stream: its dictionary.
      return 'dict' in resolved && 'data' in resolved ? (resolved.dict as Dict) : resolved;
    }
    return {};
  };
  const streamData = (value: Json | undefined): Buffer => {
    const stream = resolve(value) as Dict | undefined;
    if (!stream || typeof stream.data !== 'string') throw new Error('not a stream with its data inline');
    return Buffer.from(stream.data, 'base64');
  };
  const array = (value: Json | undefined): Json[] => {
    const resolved = resolve(value);
    if (resolved === undefined || resolved === null) return [];
    return Array.isArray(resolved) ? resolved : [resolved];
  };
  /** A text string: qpdf writes `u:` and the text, or `b:` and its bytes in hex. */
  const text = (value: Json | undefined): string | undefined => {
    const resolved = resolve(value);
    if (typeof resolved !== 'string') return undefined;
    if (resolved.startsWith('u:')) return resolved.slice(2);
    if (resolved.startsWith('b:')) return Buffer.from(resolved.slice(2), 'hex').toString('latin1');
    return undefined;
  };

  const trailer = (objects.trailer as Dict).value as Dict;
  const catalog = dict(trailer['/Root']);
  const problems: string[] = [];

  // The fonts: embedded, and how their codes read as text.
  const fonts = new Map<string, boolean>();
  const unicodeOf = new Map<string, (bytes: Buffer) => string>();
  const decoderOf = (fontRef: Json): ((bytes: Buffer) => string) => {
    const key = JSON.stringify(fontRef);
    const known = unicodeOf.get(key);
    if (known) return known;
    const font = dict(fontRef);
    const descendant = font['/DescendantFonts'] ? dict(array(font['/DescendantFonts'])[0]) : font;
    const descriptor = dict(descendant['/FontDescriptor']);
    fonts.set(
      String(font['/BaseFont']),
      ['/FontFile', '/FontFile2', '/FontFile3'].some((file) => descriptor[file] !== undefined),
    );
    const decoder = font['/ToUnicode']
      ? toUnicode(streamData(font['/ToUnicode']).toString('latin1'))
      : (bytes: Buffer) => `\uFFFD`.repeat(bytes.length);
    unicodeOf.set(key, decoder);
    return decoder;
  };

  // The pages' marked content: the text of each sequence, what lies outside, what is an artifact.
  const artifacts: string[] = [];
  const sequences = new Map<string, string>();
  const pageRefs = json.pages.map((page) => page.object);
  for (const [index, pageRef] of pageRefs.entries()) {
    const page = dict(pageRef);
    const fontsOfPage = dict(dict(page['/Resources'])['/Font']);
    const contents = array(page['/Contents']).map((content) => streamData(content).toString('latin1'));
    const stack: { tag: string; mcid: number | undefined; text: string[] }[] = [];
    let decode: (bytes: Buffer) => string = () => '';
    for (const { operator, operands } of contentOperations(contents.join('\n'))) {
      if (operator === 'BDC' || operator === 'BMC') {
        const tag = String(operands[0]);
        const properties = operands[1];
        const mcid =
          properties && typeof properties === 'object' && !Array.isArray(properties) && !isBytes(properties)
            ? (properties as Record<string, ContentValue>).MCID
            : undefined;
        if (typeof mcid === 'number' && stack.some((open) => open.tag === '/Artifact')) {
          problems.push(`page ${index + 1}: sequence ${mcid} inside an artifact`);
        }
        if (typeof mcid === 'number' && stack.some((open) => open.mcid !== undefined)) {
          problems.push(`page ${index + 1}: sequence ${mcid} inside another sequence`);
        }
        stack.push({ tag, mcid: typeof mcid === 'number' ? mcid : undefined, text: [] });
        continue;
      }
      if (operator === 'EMC') {
        const open = stack.pop();
        if (!open) problems.push(`page ${index + 1}: EMC without BDC`);
        else if (open.tag === '/Artifact') artifacts.push(open.text.join(' '));
        else if (open.mcid !== undefined) {
          const key = `${pageRef}#${open.mcid}`;
          if (sequences.has(key)) problems.push(`page ${index + 1}: sequence ${open.mcid} twice`);
          sequences.set(key, open.text.join(' '));
        }
        continue;
      }
      if (operator === 'Tf') {
        decode = decoderOf(fontsOfPage[String(operands[0])] ?? null);
        continue;
      }
      if (!DRAWING.has(operator)) continue;
      const shown = TEXT_SHOWING.has(operator)
        ? operands
            .flatMap((operand) => (Array.isArray(operand) ? operand : [operand]))
            .filter(isBytes)
            .map((bytes) => decode(bytes))
            .join('')
        : '';
      const open = stack.findLast((marking) => marking.tag === '/Artifact' || marking.mcid !== undefined);
      if (!open) {
        problems.push(
          `page ${index + 1}: ${operator} ${JSON.stringify(shown)} is neither tagged nor an artifact`,
        );
        continue;
      }
      if (shown) open.text.push(shown);
    }
    if (stack.length) problems.push(`page ${index + 1}: ${stack.length} marked sequences left open`);
  }

  // The structure tree: its elements, which sequences they claim, the parent tree's word for each.
  const claimed = new Set<string>();
  const parentOf = new Map<string, string>();
  const root = dict(catalog['/StructTreeRoot']);
  const parentTree = numberTree(root['/ParentTree'], dict, array);
  for (const pageRef of pageRefs) {
    const key = dict(pageRef)['/StructParents'];
    if (typeof key !== 'number') continue;
    for (const [mcid, element] of array(parentTree.get(key)).entries()) {
      if (isRef(element)) parentOf.set(`${pageRef}#${mcid}`, element);
    }
  }
  const element = (ref: string): StructElement => {
    const node = dict(ref);
    const kids: StructElement[] = [];
    const texts: string[] = [];
    for (const kid of array(node['/K'])) {
      const kidDict = typeof kid === 'number' ? undefined : dict(kid);
      if (typeof kid === 'number' || kidDict?.['/Type'] === '/MCR') {
        const page = kidDict?.['/Pg'] ?? node['/Pg'];
        const mcid = typeof kid === 'number' ? kid : (kidDict?.['/MCID'] as number);
        const key = `${String(page)}#${mcid}`;
        if (!sequences.has(key))
          problems.push(`${String(node['/S'])} ${ref} claims ${key}, which no page has`);
        if (claimed.has(key)) problems.push(`${key} claimed twice`);
        if (parentOf.get(key) !== ref) problems.push(`the parent tree names ${parentOf.get(key)} for ${key}`);
        claimed.add(key);
        texts.push(sequences.get(key) ?? '');
        continue;
      }
      if (kidDict?.['/Type'] === '/OBJR') continue;
      if (!isRef(kid)) throw new Error(`${ref}: a kid that is no element: ${JSON.stringify(kid)}`);
      const child = element(kid);
      kids.push(child);
      texts.push(child.text);
    }
    const attributes: Record<string, unknown> = {};
    for (const attribute of array(node['/A'])) {
      for (const [name, value] of Object.entries(dict(attribute))) attributes[name.slice(1)] = value;
    }
    return {
      type: String(node['/S']).slice(1),
      attributes,
      actualText: text(node['/ActualText']),
      alt: text(node['/Alt']),
      kids,
      text: texts.filter(Boolean).join(' '),
    };
  };
  const roots = array(root['/K']).map((kid) => {
    if (!isRef(kid)) throw new Error('the StructTreeRoot holds content, not elements');
    return element(kid);
  });
  for (const key of sequences.keys()) if (!claimed.has(key)) problems.push(`${key} is claimed by no element`);

  const info = dict(trailer['/Info']);
  return {
    lang: text(catalog['/Lang']),
    marked: dict(catalog['/MarkInfo'])['/Marked'] === true,
    displayDocTitle: dict(catalog['/ViewerPreferences'])['/DisplayDocTitle'] === true,
    infoTitle: text(info['/Title']),
    xmp: catalog['/Metadata'] ? streamData(catalog['/Metadata']).toString('utf8') : '',
    roots,
    fonts,
    problems,
    artifacts,
  };
}

/** Every element under `elements`, in document order, parents before their kids. */
export function elementsOf(elements: readonly StructElement[]): StructElement[] {
  return elements.flatMap((element) => [element, ...elementsOf(element.kids)]);
}

// Operators that put marks on the page: text, paths, images and shadings.
const TEXT_SHOWING = new Set(['Tj', 'TJ', "'", '"']);
const DRAWING = new Set([
  ...TEXT_SHOWING,
  ...['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*'],
  ...['Do', 'sh', 'BI'],
]);

type ContentValue =
  | number
  | string
  | boolean
  | null
  | Buffer
  | ContentValue[]
  | { [key: string]: ContentValue };
const isBytes = (value: unknown): value is Buffer => Buffer.isBuffer(value);

/** The operations of a content stream (latin1), each with its operands; names keep their slash. */
function* contentOperations(source: string): Generator<{ operator: string; operands: ContentValue[] }> {
  let at = 0;
  const DELIMITER = /[\s()<>[\]{}/%]/;
  const skip = () => {
    while (at < source.length) {
      if (/\s/.test(source.charAt(at))) at++;
      else if (source.charAt(at) === '%') while (at < source.length && source.charAt(at) !== '\n') at++;
      else break;
    }
  };
  const value = (): ContentValue | { operator: string } => {
    skip();
    const char = source.charAt(at);
    if (source.startsWith('<<', at)) {
      at += 2;
      const entries: Record<string, ContentValue> = {};
      for (;;) {
        skip();
        if (source.startsWith('>>', at)) {
          at += 2;
          return entries;
        }
        const key = value();
        const entry = value();
        entries[String(key).slice(1)] = entry as ContentValue;
      }
    }
    if (char === '<') {
      const end = source.indexOf('>', at);
      const hex = source.slice(at + 1, end).replace(/\s/g, '');
      at = end + 1;
      return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
    }
    if (char === '(') return literalString();
    if (char === '[') {
      at++;
      const items: ContentValue[] = [];
      for (;;) {
        skip();
        if (source.charAt(at) === ']') {
          at++;
          return items;
        }
        items.push(value() as ContentValue);
      }
    }
    const start = at;
    at++;
    while (at < source.length && !DELIMITER.test(source.charAt(at))) at++;
    const token = source.slice(start, at);
    if (token.startsWith('/')) return token;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    return { operator: token };
  };
  const literalString = (): Buffer => {
    at++;
    const bytes: number[] = [];
    let depth = 0;
    for (;;) {
      const char = source.charAt(at++);
      if (char === '\\') {
        const next = source.charAt(at++);
        const octal = /[0-7]/.test(next) ? /^[0-7]{1,3}/.exec(source.slice(at - 1))?.[0] : undefined;
        if (octal) {
          bytes.push(Number.parseInt(octal, 8) & 0xff);
          at += octal.length - 1;
        } else if (next !== '\n' && next !== '\r') {
          const escaped: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
          bytes.push((escaped[next] ?? next).charCodeAt(0));
        }
        continue;
      }
      if (char === '(') depth++;
      if (char === ')' && depth-- === 0) return Buffer.from(bytes);
      bytes.push(char.charCodeAt(0));
    }
  };
  let operands: ContentValue[] = [];
  for (;;) {
    skip();
    if (at >= source.length) return;
    const next = value();
    if (next && typeof next === 'object' && !Array.isArray(next) && !isBytes(next) && 'operator' in next) {
      const operator = String(next.operator);
      if (operator === 'BI') {
        // An inline image: its data runs to EI.
        const end = source.indexOf('EI', at);
        at = end < 0 ? source.length : end + 2;
      }
      yield { operator, operands };
      operands = [];
    } else {
      operands.push(next as ContentValue);
    }
  }
}

/** A ToUnicode CMap's reading of a string's bytes (its codespace's width, its bfchar and bfrange). */
function toUnicode(cmap: string): (bytes: Buffer) => string {
  const width = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(cmap)?.[1]?.length ?? 4;
  const codeLength = width / 2;
  const map = new Map<number, string>();
  // A code's text may be two characters or more ('fi' of a ligature): '<0066 0069>'.
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', unicode = ''] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(Number.parseInt(code, 16), utf16(unicode));
    }
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g);
    for (const [, low = '', high = '', target = ''] of ranges) {
      const from = Number.parseInt(low, 16);
      const to = Number.parseInt(high, 16);
      const list = [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map(([, hex = '']) => hex);
      for (let code = from; code <= to; code++) {
        if (target.startsWith('[')) {
          const hex = list[code - from];
          if (hex) map.set(code, utf16(hex));
        } else {
          const first = Number.parseInt((list[0] ?? '0').replace(/\s/g, ''), 16);
          map.set(code, String.fromCharCode(first + code - from));
        }
      }
    }
  }
  return (bytes) => {
    let out = '';
    for (let at = 0; at + codeLength <= bytes.length; at += codeLength) {
      out += map.get(bytes.readUIntBE(at, codeLength)) ?? '\uFFFD';
    }
    return out;
  };
}

/** A number tree's values by their key (its /Nums, and its /Kids' in turn). */
function numberTree(
  node: Json | undefined,
  dict: (value: Json | undefined) => Dict,
  array: (value: Json | undefined) => Json[],
): Map<number, Json> {
  const values = new Map<number, Json>();
  const visit = (value: Json | undefined) => {
    const tree = dict(value);
    const nums = array(tree['/Nums']);
    for (let at = 0; at + 1 < nums.length; at += 2) values.set(nums[at] as number, nums[at + 1] ?? null);
    for (const kid of array(tree['/Kids'])) visit(kid);
  };
  visit(node);
  return values;
}
