import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import ts from "typescript";

/*
 * Evaluates a module's top-level constant expressions without running the module: an
 * expression is transpiled and run in a context of its own file, and every name it reads
 * is looked up among that file's top-level consts and functions and its relative imports,
 * and evaluated the same way on first use. What cannot be found this way (a parameter, a
 * package import) makes the expression unevaluable.
 */

type Module = {
  file: string;
  source: ts.SourceFile;
  declarations: Map<string, ts.Node>;
  imports: Map<string, { from: string; name: string }>;
  reExports: string[];
  context: vm.Context | null;
};

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

// Most constants are plain JavaScript already; transpiling only the others keeps this fast.
function asJavaScript(code: string): string {
  try {
    new vm.Script(code);
    return code;
  } catch {
    return ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 } })
      .outputText;
  }
}

export class Unresolvable extends Error {}

export class ModuleConstants {
  private modules = new Map<string, Module>();
  private resolving = new Set<string>();

  constructor(private root: string) {}

  parse(file: string): ts.SourceFile {
    return this.module(file).source;
  }

  /** The value of an expression of `file`, read at the top level of that file. */
  evaluate(file: string, expression: ts.Expression): unknown {
    const mod = this.module(file);
    return this.run(mod, asJavaScript(`(${expression.getText(mod.source)})`));
  }

  private run(mod: Module, code: string): unknown {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        return vm.runInContext(code, this.contextOf(mod));
      } catch (error) {
        const missing = /^(\S+) is not defined$/.exec((error as Error)?.message ?? "")?.[1];
        if (!missing || error?.constructor?.name !== "ReferenceError") throw error;
        this.contextOf(mod)[missing] = this.resolve(mod, missing);
      }
    }
    throw new Unresolvable("too many names");
  }

  // Made on first use: most files hold no constant a pattern reads.
  private contextOf(mod: Module): vm.Context {
    mod.context ??= vm.createContext({});
    return mod.context;
  }

  private resolve(mod: Module, name: string): unknown {
    const key = `${mod.file}#${name}`;
    if (this.resolving.has(key)) throw new Unresolvable(`${name} refers to itself`);
    this.resolving.add(key);
    try {
      const declaration = mod.declarations.get(name);
      if (declaration && ts.isFunctionDeclaration(declaration)) {
        this.run(mod, asJavaScript(declaration.getText(mod.source)).replace(/^export\s+/m, ""));
        return this.contextOf(mod)[name];
      }
      if (declaration) return this.evaluate(mod.file, declaration as ts.Expression);
      const imported = mod.imports.get(name);
      if (imported) return this.resolve(this.module(imported.from), imported.name);
      for (const from of mod.reExports) {
        const target = this.module(from);
        if (target.declarations.has(name) || target.imports.has(name))
          return this.resolve(target, name);
      }
      throw new Unresolvable(`${name} is not a top-level constant of ${mod.file}`);
    } finally {
      this.resolving.delete(key);
    }
  }

  private module(file: string): Module {
    const known = this.modules.get(file);
    if (known) return known;
    const text = fs.readFileSync(path.join(this.root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const mod: Module = {
      file,
      source,
      declarations: new Map(),
      imports: new Map(),
      reExports: [],
      context: null,
    };
    for (const statement of source.statements) this.readStatement(mod, statement);
    this.modules.set(file, mod);
    return mod;
  }

  private readStatement(mod: Module, statement: ts.Statement) {
    if (ts.isVariableStatement(statement)) {
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) return;
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer)
          mod.declarations.set(d.name.text, d.initializer);
    } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      mod.declarations.set(statement.name.text, statement);
    } else if (ts.isImportDeclaration(statement)) {
      const from = this.resolvePath(mod.file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const bindings = statement.importClause?.namedBindings;
      if (!from || !bindings || !ts.isNamedImports(bindings)) return;
      for (const element of bindings.elements)
        mod.imports.set(element.name.text, {
          from,
          name: (element.propertyName ?? element.name).text,
        });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const from = this.resolvePath(mod.file, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (!from) return;
      const clause = statement.exportClause;
      if (!clause) mod.reExports.push(from);
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements)
          mod.imports.set(element.name.text, {
            from,
            name: (element.propertyName ?? element.name).text,
          });
    }
  }

  /** A relative or "@/" import as a path under the root, or null for a package. */
  private resolvePath(fromFile: string, specifier: string): string | null {
    let base: string;
    if (specifier.startsWith("@/")) base = specifier.slice(2);
    else if (specifier.startsWith(".")) base = path.join(path.dirname(fromFile), specifier);
    else return null;
    for (const extension of ["", ...EXTENSIONS]) {
      const candidate = base + extension;
      const full = path.join(this.root, candidate);
      if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
    }
    return null;
  }
}
