import type { ServerExtension } from '@ontobench/core/node';
import administration from '@ontobench/ext-administration/node';
import analysis from '@ontobench/ext-analysis/node';
import collaboration from '@ontobench/ext-collaboration/node';
import diagrams from '@ontobench/ext-diagrams/node';
import dmn from '@ontobench/ext-dmn/node';
import extensionManager from '@ontobench/ext-extension-manager/node';
import documents from '@ontobench/ext-documents/node';
import education from '@ontobench/ext-education/node';
import home from '@ontobench/ext-home/node';
import imports from '@ontobench/ext-imports/node';
import ontology from '@ontobench/ext-ontology/node';
import processes from '@ontobench/ext-processes/node';
import structuredDocuments from '@ontobench/ext-structured-documents/node';

/**
 * The server halves of the first-party extensions. They start in the order of the services they
 * provide and require (server extension API v2), otherwise in this order; each comes from
 * `extensions/<area>/src/node`. An area without endpoints still has one, to tell the server its pages'
 * paths (no plugin route may take them).
 */
export const serverExtensions: readonly ServerExtension[] = [
  ontology,
  documents,
  analysis,
  diagrams,
  dmn,
  processes,
  collaboration,
  structuredDocuments,
  home,
  extensionManager,
  administration,
  imports,
  education,
];
