import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { extensionBoundary } from './extension-boundary.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const file = path.join('/repo', 'extensions', 'home', 'src', 'browser', 'index.ts');
const plugin = path.join('/repo', 'examples', 'hello', 'src', 'index.ts');
const core = path.join('/repo', 'core', 'src', 'browser', 'index.ts');

tester.run('extension-boundary', extensionBoundary, {
  valid: [
    { filename: file, code: "import { defineExtension } from '@ontobench/sdk';" },
    { filename: file, code: "import { x } from '@ontobench/sdk/node';" },
    { filename: file, code: "import React from 'react';" },
    { filename: file, code: "import { ru } from './i18n/ru.ts';" },
    { filename: file, code: "import { schema } from '../common/schema.ts';" },
    { filename: file, code: "const page = () => import('./pages/HomePage.tsx');" },
    { filename: plugin, code: "import { defineExtension } from '@ontobench/sdk';" },
    // Outside extensions the rule says nothing.
    { filename: core, code: "import { x } from '../../../extensions/home/src/browser/index.ts';" },
  ],
  invalid: [
    {
      filename: file,
      code: "import { CORE_TOKENS } from '@ontobench/core/browser';",
      errors: [{ messageId: 'boundary' }],
    },
    {
      filename: file,
      code: "import x from '../../../../core/src/browser/index.ts';",
      errors: [{ messageId: 'boundary' }],
    },
    {
      filename: file,
      code: "import x from '../../../ontology/src/common/schema.ts';",
      errors: [{ messageId: 'boundary' }],
    },
    { filename: file, code: "import x from '@ontobench/ext-ontology/browser';", errors: [{ messageId: 'boundary' }] },
    { filename: file, code: "export * from '@ontobench/core/common';", errors: [{ messageId: 'boundary' }] },
    {
      filename: file,
      code: "const m = () => import('../../../ontology/src/browser/index.ts');",
      errors: [{ messageId: 'boundary' }],
    },
    {
      filename: plugin,
      code: "import x from '../../../core/src/common/index.ts';",
      errors: [{ messageId: 'boundary' }],
    },
  ],
});
