import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A string found in the source, with where it is so that a failure names the line to fix. */
export interface Found {
  text: string;
  where: string;
}

export interface ScanResult {
  /** Strings that are looked up in the message map: they must be keys of every language. */
  keys: Found[];
  /** Visible text that never goes through `t(...)`. */
  hardCoded: Found[];
}

/** Attributes a person sees or hears (screen readers read `aria-label` and `alt`). */
const VISIBLE_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt']);

/**
 * Props our own components pass through `t(...)` themselves (PageShell, AccountScreen, Dialog
 * titles, NotFoundState, field labels…), and object properties used the same way by the menus
 * and tab lists (`t(link.label)`, `t(tab.label)`): their string literals are message keys too.
 */
const TRANSLATED_PROPS = new Set(['title', 'label', 'message', 'fallback', 'general']);

/** Calls whose string arguments are message keys: `t('…')`, `countKey(n, 'one', 'many')`, `usePageTitle('…')`. */
const KEY_CALLS = new Set(['t', 'countKey', 'usePageTitle']);

const HAS_LETTER = /\p{L}/u;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The fixed text of a template (`${n} items` → " items"): visible words that bypass t() too. */
function templateText(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

/** Every string literal an expression can evaluate to (`a ? 'x' : 'y'`, `x ?? 'y'`, `'x'`). */
function literalsOf(node: ts.Expression): (ts.StringLiteralLike | ts.TemplateExpression)[] {
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken) {
    return [...literalsOf(node.left), ...literalsOf(node.right)];
  }
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}

/** Every string a constant holds: itself, its array items and its object values (not keys). */
function valuesOf(node: ts.Expression, depth = 0): ts.Expression[] {
  if (depth > 4) return [];
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    return valuesOf(node.expression, depth + 1);
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((item) => valuesOf(item, depth + 1));
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? valuesOf(property.initializer, depth + 1) : [],
    );
  }
  return [node];
}

/**
 * Names declared in the file with a value (`const DONE = { … }`, `{ message = '…' }`): a key
 * kept in a constant and looked up later (`t(DONE[change])`, `t(message)`) is a key too.
 */
function declaredValues(source: ts.SourceFile): Map<string, ts.Expression[]> {
  const declared = new Map<string, ts.Expression[]>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isVariableDeclaration(node) || ts.isBindingElement(node)) &&
      ts.isIdentifier(node.name) &&
      node.initializer
    ) {
      declared.set(node.name.text, [...(declared.get(node.name.text) ?? []), node.initializer]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return declared;
}

/** The constant a key argument reads: `title` or `DONE[change]`. */
function rootName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) return node.expression.text;
  return undefined;
}

function isToast(callee: ts.Expression): boolean {
  const target = ts.isPropertyAccessExpression(callee) ? callee.expression : callee;
  return ts.isIdentifier(target) && target.text === 'toast';
}

function isComponentTag(tag: ts.JsxTagNameExpression): boolean {
  const name = tag.getText();
  return /^[A-Z]/.test(name) || name.includes('.');
}

export function scanFile(path: string, root: string): ScanResult {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const result: ScanResult = { keys: [], hardCoded: [] };
  const declared = declaredValues(source);
  const found = (node: ts.Node, value: string): Found => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { text: value, where: `${relative(root, path)}:${line + 1}` };
  };
  const textOf = (literal: ts.StringLiteralLike | ts.TemplateExpression) =>
    ts.isTemplateExpression(literal) ? templateText(literal) : literal.text;
  const addKeys = (node: ts.Expression) => {
    for (const literal of literalsOf(node)) {
      // A key built at run time (`t(`${a} items`)`) cannot be in a map: its words bypass translation.
      if (!ts.isTemplateExpression(literal)) result.keys.push(found(literal, literal.text));
      else if (HAS_LETTER.test(textOf(literal))) result.hardCoded.push(found(literal, textOf(literal)));
    }
  };
  const addHardCoded = (node: ts.Expression) => {
    for (const literal of literalsOf(node)) {
      if (HAS_LETTER.test(textOf(literal))) result.hardCoded.push(found(literal, textOf(literal)));
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && KEY_CALLS.has(calleeName(node) ?? '')) {
      // countKey's first argument is the count; the others are keys. t's second is the params.
      const args = calleeName(node) === 'countKey' ? node.arguments.slice(1) : node.arguments.slice(0, 1);
      args.forEach(addKeys);
      for (const arg of args) {
        const values = declared.get(rootName(arg) ?? '') ?? [];
        values.flatMap((value) => valuesOf(value)).forEach(addKeys);
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && TRANSLATED_PROPS.has(node.name.text)) {
      if (HAS_LETTER.test(literalsOf(node.initializer).map(textOf).join(''))) {
        addKeys(node.initializer);
      }
    }
    if (ts.isJsxText(node)) {
      const value = node.text.trim();
      if (HAS_LETTER.test(value)) result.hardCoded.push(found(node, value));
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const element = node.parent.parent;
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression
          ? node.initializer.expression
          : undefined;
      if (value && isComponentTag(element.tagName) && TRANSLATED_PROPS.has(name)) addKeys(value);
      else if (value && VISIBLE_ATTRIBUTES.has(name)) addHardCoded(value);
    }
    // A string literal as a JSX child (`{'Free'}`) is visible text too.
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      addHardCoded(node.expression);
    }
    // Toasts show their first argument as is: it must be a translated string, never a literal.
    if (ts.isCallExpression(node) && isToast(node.expression) && node.arguments[0]) addHardCoded(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

export function scanTree(dir: string, root: string): ScanResult {
  const results = sourceFiles(dir).map((file) => scanFile(file, root));
  return {
    keys: results.flatMap((result) => result.keys),
    hardCoded: results.flatMap((result) => result.hardCoded),
  };
}
