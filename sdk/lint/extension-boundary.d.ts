import type { ESLint, Rule } from 'eslint';

/** Extensions and plugins import only @ontobench/sdk*, third-party packages and their own files. */
export declare const extensionBoundary: Rule.RuleModule;
export declare const ontobenchPlugin: ESLint.Plugin;
