// ESLint rule: code in an extension or plugin imports only @ontobench/sdk*, third-party packages,
// and its own files. Never core internals, never another extension's files.
import path from 'node:path';

/** The folder of the extension a file belongs to: `<root>/extensions/<name>` or `<root>/examples/<name>`. */
function extensionRoot(filename) {
  const parts = filename.split(path.sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'extensions' || parts[i] === 'examples') return parts.slice(0, i + 2).join(path.sep);
  }
  return null;
}

function problem(specifier, filename, root) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const target = path.resolve(path.dirname(filename), specifier);
    const inside = target === root || target.startsWith(root + path.sep);
    return inside ? null : `"${specifier}" reaches outside this extension; import other code through @ontobench/sdk`;
  }
  if (specifier.startsWith('@ontobench/') && !/^@ontobench\/sdk(\/|$)/.test(specifier)) {
    return `"${specifier}" is not the SDK; extensions import only @ontobench/sdk*`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const extensionBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Extensions and plugins import only the SDK, third-party packages and their own files' },
    schema: [],
    messages: { boundary: '{{reason}}' },
  },
  create(context) {
    const filename = context.filename;
    const root = extensionRoot(filename);
    if (!root) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const reason = problem(node.source.value, filename, root);
      if (reason) context.report({ node: node.source, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const ontobenchPlugin = { rules: { 'extension-boundary': extensionBoundary } };
