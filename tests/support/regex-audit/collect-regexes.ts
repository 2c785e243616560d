import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ModuleConstants } from "./module-constants";

/** `isSplit`: the expression is used to split a string, which tries it at every position. */
export type FoundRegex = { location: string; regex: RegExp; isSplit: boolean };
/** A `RegExp(...)` whose pattern depends on a value known only when it runs. */
export type DynamicSite = { location: string; file: string; call: string };

function sourceFiles(root: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(root, file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
    })
    .sort();
}

const isRegExpCall = (node: ts.Node): node is ts.NewExpression | ts.CallExpression =>
  (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === "RegExp";

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** Names a function around `node` declares (its parameters and local variables). */
function localNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const collect = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) || ts.isParameter(n))
      bindingNames(n.name).forEach((x) => names.add(x));
    ts.forEachChild(n, collect);
  };
  for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent)
    if (ts.isFunctionLike(up)) collect(up);
  return names;
}

function isSplitArgument(node: ts.Node, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression))
    return parent.expression.name.text === "split";
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return source.text.includes(`.split(${parent.name.text}`);
  return false;
}

function readsLocal(call: ts.Node, locals: Set<string>): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n) && locals.has(n.text)) {
      const parent = n.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === n) ||
        (ts.isPropertyAssignment(parent) && parent.name === n);
      if (!isPropertyName) found = true;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(call, visit);
  return found;
}

/**
 * Every regular expression written in the `.ts`/`.tsx` files under `dir`: each literal,
 * and each `RegExp(...)` whose arguments are constants of its module (evaluated, see
 * ModuleConstants). The others are returned as dynamic sites, for a person to vouch for.
 */
export function collectRegexes(root: string, dir = "lib") {
  const constants = new ModuleConstants(root);
  const regexes: FoundRegex[] = [];
  const dynamic: DynamicSite[] = [];
  for (const file of sourceFiles(root, dir)) {
    const source = constants.parse(file);
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf("/");
        const regex = new RegExp(text.slice(1, end), text.slice(end + 1));
        regexes.push({ location: where(node), regex, isSplit: isSplitArgument(node, source) });
      } else if (isRegExpCall(node)) {
        const args = node.arguments ?? [];
        const value = readsLocal(node, localNames(node))
          ? null
          : evaluateArgs(constants, file, args);
        if (value)
          regexes.push({
            location: where(node),
            regex: value,
            isSplit: isSplitArgument(node, source),
          });
        else
          dynamic.push({
            location: where(node),
            file,
            call: node.getText(source).replace(/\s+/g, " "),
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { regexes, dynamic };
}

function evaluateArgs(
  constants: ModuleConstants,
  file: string,
  args: readonly ts.Expression[],
): RegExp | null {
  try {
    const [pattern, flags] = args.map((arg) => constants.evaluate(file, arg));
    // Values come from another realm: rebuild the expression in this one.
    const source = typeof pattern === "string" ? pattern : (pattern as RegExp | undefined)?.source;
    if (typeof source !== "string") return null;
    const ownFlags = flags ?? (typeof pattern === "string" ? "" : (pattern as RegExp).flags);
    return new RegExp(source, String(ownFlags));
  } catch {
    return null;
  }
}
