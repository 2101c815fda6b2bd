/**
 * Finds the SDK's exports that carry no description (issue 13, item 4: every export documented). An
 * export counts as documented when its declaration has a doc comment, or the SDK's own re-export of it
 * has one (`export { /** … *\/ name } from …`), which keeps the SDK's descriptions beside the SDK.
 * Used by `export-docs.test.ts` (a lint of the repository, not part of the package); `npm run docs:api` renders the same comments.
 */
import path from 'node:path';
import ts from 'typescript';

/** The SDK's entry points, relative to `sdk/`. */
export const SDK_ENTRY_POINTS = ['src/index.ts', 'src/common.ts', 'src/node.ts', 'src/testing.tsx', 'vite/preset.ts'];

function hasDoc(node: ts.Node): boolean {
  return ts.getJSDocCommentsAndTags(node).some((doc) => {
    if (ts.isJSDoc(doc)) return !!ts.getTextOfJSDocComment(doc.comment)?.trim();
    return false;
  });
}

/** Each entry point's undocumented exports, as `entry: name`. */
export function undocumentedExports(sdkDir: string, tsconfig: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const entries = SDK_ENTRY_POINTS.map((entry) => path.join(sdkDir, entry));
  const program = ts.createProgram(entries, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const missing: string[] = [];
  for (const [i, file] of entries.entries()) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} is not a module`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      // The SDK's own re-export (an export specifier) may carry the description.
      const atExport = (symbol.declarations ?? []).some((d) => hasDoc(d));
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const atDeclaration = (target.declarations ?? []).some((d) => {
        // `export const X = …`: the comment sits on the statement, not the declarator.
        const node = ts.isVariableDeclaration(d) ? d.parent.parent : d;
        return hasDoc(node) || hasDoc(d);
      });
      if (!atExport && !atDeclaration) missing.push(`${SDK_ENTRY_POINTS[i]}: ${symbol.name}`);
    }
  }
  return missing.sort();
}
