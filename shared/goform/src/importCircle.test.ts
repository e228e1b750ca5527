import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The package reads one way (contract → client → api → device groups): a circle, even a
 * type-only one, makes the order modules load in matter and hides which part owns what.
 * Every import and re-export counts, type-only ones included, and the package's own
 * entries (`@tac/goform/core` …) are followed to their files.
 */
const packageDir = resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const entries = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier === '@tac/goform' || specifier.startsWith('@tac/goform/')) {
    const target = entries[`.${specifier.slice('@tac/goform'.length)}`];
    if (!target) throw new Error(`${from}: ${specifier} is not an entry of @tac/goform`);
    return join(packageDir, target);
  }
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  if (/\.json$/.test(base)) return undefined;
  const file = [base, ...EXTENSIONS.map((ext) => base + ext)].find((f) => existsSync(f) && /\.tsx?$/.test(f));
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return file;
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(path) ? [path] : [];
  });
}

/** The circles of a graph, each as the path that closes it (depth-first, one per back edge). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const open = path.indexOf(file);
    if (open >= 0) {
      found.push([...path.slice(open), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('the goform package', () => {
  it('has no import circle, type-only imports included', () => {
    const graph = new Map(sourceFiles(join(packageDir, 'src')).map((file) => [file, importsOf(file).filter(isSource)]));
    const named = circles(graph).map((circle) => circle.map((file) => relative(packageDir, file)).join(' → '));
    expect(named).toEqual([]);
  });
});
